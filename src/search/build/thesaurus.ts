/**
 * The domain thesaurus (canon/search-thesaurus.yaml): groups of words readers use interchangeably (断线/离线 / 组态/HMI /
 * 上位机/工控机…). The build folds it into the manifest; the index adds a group's term to every section holding one
 * of its words, and a query word in a group matches that term too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {fold} from '../engine/tokenize';

export const THESAURUS_PATH = path.join(__dirname, '..', '..', '..', 'canon', 'search-thesaurus.yaml');

export function parseThesaurus(text: string): string[][] {
  const data: unknown = parse(text);
  const groups = (data as {groups?: unknown})?.groups;
  if (!Array.isArray(groups)) throw new Error('search thesaurus: no `groups` list');
  const seen = new Map<string, number>();
  return groups.map((group: unknown, g) => {
    if (!Array.isArray(group) || group.length < 2 || !group.every((w) => typeof w === 'string' && w.trim()))
      throw new Error(`search thesaurus: group ${g + 1} is not a list of two or more words`);
    return group.map((w: string) => {
      const word = fold(w.trim());
      if (seen.has(word)) throw new Error(`search thesaurus: "${w}" is in groups ${seen.get(word)! + 1} and ${g + 1}`);
      seen.set(word, g);
      return word;
    });
  });
}

export function readThesaurus(file = THESAURUS_PATH): string[][] {
  return parseThesaurus(fs.readFileSync(file, 'utf8'));
}
