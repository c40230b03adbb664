/**
 * The domain thesaurus: groups of words readers use interchangeably (断线/离线 / 组态/HMI / 回零/回原点…). Words for a
 * glossary term come from the glossary (canon/glossary.yaml: the term, its abbreviations and readers' words), the rest
 * from canon/search-thesaurus.yaml; a word is in one group only, across both. The build folds it into the manifest;
 * the index adds a group's term to every section holding one of its words, and a query word in a group matches that
 * term too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {fold} from '../engine/tokenize';
import {GLOSSARY_ROUTE, readGlossary, thesaurusGroups} from '../../glossary/canon';
import type {GlossaryTerms} from './indexWriter';

export const THESAURUS_PATH = path.join(__dirname, '..', '..', '..', 'canon', 'search-thesaurus.yaml');

/**
 * The folded groups of the thesaurus file's text followed by `glossary`'s (each opened by its term), or an error
 * naming a word that two groups hold.
 */
export function parseThesaurus(text: string, glossary: string[][] = []): string[][] {
  const data: unknown = parse(text);
  const groups = (data as {groups?: unknown})?.groups;
  if (!Array.isArray(groups)) throw new Error('search thesaurus: no `groups` list');
  const labelled = [
    ...groups.map((group: unknown, g) => ({group, label: `group ${g + 1}`})),
    ...glossary.map((group) => ({group, label: `the glossary's ${group[0]}`})),
  ];
  const seen = new Map<string, string>();
  return labelled.map(({group, label}) => {
    if (!Array.isArray(group) || group.length < 2 || !group.every((w) => typeof w === 'string' && w.trim()))
      throw new Error(`search thesaurus: ${label} is not a list of two or more words`);
    return group.map((w: string) => {
      const word = fold(w.trim());
      if (seen.has(word)) throw new Error(`search thesaurus: "${w}" is in ${seen.get(word)} and ${label}`);
      seen.set(word, label);
      return word;
    });
  });
}

export function readThesaurus(file = THESAURUS_PATH): string[][] {
  return parseThesaurus(fs.readFileSync(file, 'utf8'), thesaurusGroups(readGlossary()));
}

/** The terms whose definitions search shows first: each entry's anchor on the 术语表 page, its names, its explaining page. */
export function readGlossaryTerms(baseUrl: string): GlossaryTerms {
  return {
    route: `${baseUrl.replace(/\/$/, '')}${GLOSSARY_ROUTE}`,
    terms: readGlossary().map((e) => ({
      anchor: e.id,
      names: [e.term, e.en, ...e.abbr],
      explained: `${baseUrl.replace(/\/$/, '')}${e.page}`,
    })),
  };
}

/** What the index writer reads from the canon, for the build and the search bench alike. */
export function readSearchCanon(baseUrl: string): {thesaurus: string[][]; glossary: GlossaryTerms} {
  return {thesaurus: readThesaurus(), glossary: readGlossaryTerms(baseUrl)};
}
