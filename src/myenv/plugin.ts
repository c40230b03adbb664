/**
 * Change: the page's code imports what this plugin writes with createData by its path under the `@generated` alias
 * (`<plugin name>/<plugin id>/`, core's layout), because only the code that uses the placeholders should load them.
 *
 * Build step of「我的环境」: checks canon/placeholders.yaml and writes it twice, the patterns every page's copy buttons
 * and substitution read (`@generated/myenv/default/patterns.json`, no words) and the whole file for the form
 * (`placeholders.json`); adds the client module that fills a page when the reader has set values.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {parse} from 'yaml';
import {patternOf, validatePlaceholders, type PlaceholderFacts} from './engine/placeholders';

export const PLACEHOLDERS_FILE = path.resolve(__dirname, '..', '..', 'canon', 'placeholders.yaml');

export function loadPlaceholders(file: string = PLACEHOLDERS_FILE): PlaceholderFacts {
  return validatePlaceholders(parse(fs.readFileSync(file, 'utf8')), path.relative(process.cwd(), file));
}

export default function myEnvPlugin(): Plugin<PlaceholderFacts> {
  return {
    name: 'myenv',
    getPathsToWatch: () => [PLACEHOLDERS_FILE],
    loadContent: async () => loadPlaceholders(),
    getClientModules: () => [path.resolve(__dirname, 'browser', 'clientModule.ts')],
    async contentLoaded({content, actions}) {
      await actions.createData('patterns.json', JSON.stringify(content.placeholders.map(patternOf)));
      await actions.createData('placeholders.json', JSON.stringify(content.placeholders));
    },
  };
}
