/**
 * Query understanding: turns what a reader typed into words, each a list of slots that match through alternative
 * terms, from the manifest alone (no shard is needed to plan, so the shards to fetch are known at once).
 *  - Question words, pronouns and particles (怎么 / 如何 / 我们 / 自己 / 吗 / 了 / 的…) are dropped, each unless that would
 *    leave a lone character.
 *  - A Chinese run of n characters is n-1 bigram slots and matches when most of them do.
 *  - Latin words match exactly, as prefixes, and, when neither occurs in the docs, with one typo (two from eight
 *    letters), so `stmop` finds STOMP and `mqqt` MQTT.
 *  - A word or part of a Chinese run that is in the domain thesaurus (canon/search-thesaurus.yaml) also matches its
 *    group's term `~g`, which the build adds to every section holding any word of that group.
 */
import {tokenize, compoundParts, fold, isHan, type Token} from './tokenize';
import type {HighlightSpec} from './highlight';

export interface Alt {
  term: string;
  factor: number;
}

export interface Word {
  text: string;
  slots: Alt[][];
  need: number;
}

export interface QueryPlan {
  words: Word[];
  highlight: HighlightSpec;
  /** Lone Chinese characters: their alternatives (bigrams holding them) are added once their shard is loaded. */
  loneHan: Array<{word: Word; char: string}>;
}

/** What planning needs to know of the index: the Latin vocabulary and the thesaurus. */
export interface Vocabulary {
  /** The Latin terms that start with `prefix`, sorted. */
  withPrefix(prefix: string): readonly string[];
  /** Every Latin term (typo matching compares the word with each). */
  all(): Iterable<string>;
  df(term: string): number;
  has(term: string): boolean;
  /** Folded thesaurus groups. */
  thesaurus: readonly (readonly string[])[];
}

/** Queries are cut at this length: nothing a reader types needs more, and it bounds the work per keystroke. */
export const MAX_QUERY_LENGTH = 256;
const MAX_WORDS = 12;
const MAX_PREFIX_EXPANSIONS = 30;
const MAX_TYPO_EXPANSIONS = 10;
export const PREFIX_FACTOR = 0.7;
const TYPO_FACTOR = 0.45;
const THESAURUS_FACTOR = 0.8;

/** Question words, pronouns and particles a query may carry that say nothing about the topic; longest first. */
const QUERY_STOP =
  /怎么办|怎么样|怎么|如何|怎样|为什么|什么|哪些|哪个|哪里|在哪|是否|请问|能否|能不能|可不可以|可以|应该|该|需不需要|要不要|需要|一下|有啥|啥|咋办|咋样|咋|几|我们|你们|自己|我|你|的|吗|呢|吧|了|啊|呀/g;

/** How readers ask what a word means, around the word: 什么是注册码，注册码是什么意思，数据 ID 指什么。*/
const DEFINITION_ASK =
  /^(?:什么是|什么叫|何为|啥是)|(?:是什么意思|什么意思|是什么东西|是什么|是啥|指什么|的意思|的定义|的含义|含义|是干什么的|是干嘛的|有什么用)$/g;

/**
 * The word a query asks the meaning of, as the postings shards' `definitions` key it (folded, without spaces or end
 * punctuation): the query itself when it is only a word.
 */
export function definitionKey(query: string): string {
  return fold(query.slice(0, MAX_QUERY_LENGTH))
    .replace(/[\s?？。.!！]+/g, '')
    .replace(DEFINITION_ASK, '');
}

/** Damerau-Levenshtein distance, stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prev2: number[] = [];
  let prev: number[] = Array.from({length: cols}, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[cols - 1]!;
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The terms of a sorted list that start with `prefix`. */
export function withPrefix(sorted: readonly string[], prefix: string): readonly string[] {
  const from = lowerBound(sorted, prefix);
  let to = from;
  while (to < sorted.length && sorted[to]!.startsWith(prefix)) to++;
  return sorted.slice(from, to);
}

/** The term a thesaurus group is indexed as. */
export function thesaurusTerm(group: number): string {
  return `~${group}`;
}

/** Thesaurus groups holding a Latin word. */
function latinGroups(vocab: Vocabulary, word: string): number[] {
  const out: number[] = [];
  vocab.thesaurus.forEach((group, g) => group.includes(word) && out.push(g));
  return out;
}

function latinWordAlts(vocab: Vocabulary, token: string, highlight: HighlightSpec): Alt[] {
  const alts: Alt[] = [];
  if (vocab.has(token)) {
    alts.push({term: token, factor: 1});
    highlight.exact.add(token);
  }
  if (token.length >= 2 || alts.length === 0) {
    const expansions = vocab.withPrefix(token).filter((term) => term !== token);
    expansions.sort((a, b) => vocab.df(b) - vocab.df(a));
    for (const term of expansions.slice(0, MAX_PREFIX_EXPANSIONS)) {
      alts.push({term, factor: PREFIX_FACTOR * Math.sqrt(token.length / term.length)});
    }
    if (expansions.length > 0) highlight.prefixes.push(token);
  }
  if (alts.length === 0 && token.length >= 4 && !/^\d+$/.test(token)) {
    const max = token.length >= 8 ? 2 : 1;
    const typos: Array<[string, number]> = [];
    for (const term of vocab.all()) {
      if (Math.abs(term.length - token.length) > max || /^[\d/]/.test(term)) continue;
      const d = editDistance(token, term, max);
      if (d <= max) typos.push([term, d]);
    }
    typos.sort((a, b) => a[1] - b[1] || vocab.df(b[0]) - vocab.df(a[0]));
    for (const [term, d] of typos.slice(0, MAX_TYPO_EXPANSIONS)) {
      alts.push({term, factor: TYPO_FACTOR / d});
      highlight.exact.add(term);
    }
  }
  for (const g of latinGroups(vocab, token)) alts.push({term: thesaurusTerm(g), factor: THESAURUS_FACTOR});
  return alts;
}

function hanWord(vocab: Vocabulary, chars: string, highlight: HighlightSpec): {word: Word; lone: boolean} {
  if (chars.length === 1) {
    highlight.han.add(chars);
    return {word: {text: chars, slots: [[{term: chars, factor: 1}]], need: 1}, lone: true};
  }
  const slots: Alt[][] = [];
  const starts: number[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < chars.length - 1; i++) {
    const bigram = chars.slice(i, i + 2);
    if (seen.has(bigram)) continue;
    seen.add(bigram);
    highlight.han.add(bigram);
    slots.push([{term: bigram, factor: 1}]);
    starts.push(i);
  }
  // A thesaurus word inside the run: each of its bigram slots also matches the group.
  vocab.thesaurus.forEach((group, g) => {
    for (const member of group) {
      if (member.length < 2 || !isHan(member.charCodeAt(0))) continue;
      const at = chars.indexOf(member);
      if (at < 0) continue;
      starts.forEach((s, k) => {
        if (s >= at && s + 2 <= at + member.length) slots[k]!.push({term: thesaurusTerm(g), factor: THESAURUS_FACTOR});
      });
    }
  });
  const need = slots.length <= 2 ? slots.length : Math.ceil(slots.length * 0.6);
  return {word: {text: chars, slots, need}, lone: false};
}

/**
 * Drops question words and particles, each one unless dropping it would leave a lone character beside it (选哪个产品
 * must not become 选 + 产品), so one such word does not keep every other in a long question (拍了急停以后机器怎么重新开起来
 * keeps 拍了 but loses 怎么).
 */
export function stripQuestionWords(query: string): string {
  const hanRun = (from: number, step: number, text: string) => {
    let n = 0;
    for (let i = from; i >= 0 && i < text.length && isHan(text.charCodeAt(i)); i += step) n++;
    return n;
  };
  const stripped = query.replace(QUERY_STOP, (match: string, at: number) => {
    const left = hanRun(at - 1, -1, query);
    const right = hanRun(at + match.length, 1, query);
    return left === 1 || right === 1 ? match : ' ';
  });
  if (tokenize(stripped).length === 0) return query;
  return stripped;
}

export function planQuery(vocab: Vocabulary, rawQuery: string): QueryPlan {
  const highlight: HighlightSpec = {exact: new Set(), prefixes: [], han: new Set()};
  const query = stripQuestionWords(fold(rawQuery.slice(0, MAX_QUERY_LENGTH)));
  const tokens: Token[] = tokenize(query, {compoundParts: false});
  const words: Word[] = [];
  const loneHan: QueryPlan['loneHan'] = [];
  let hanRun = '';
  let hanEnd = -1;
  const flushHan = () => {
    if (hanRun && !(hanRun.length === 1 && FUNCTION_CHARS.has(hanRun))) {
      const {word, lone} = hanWord(vocab, hanRun, highlight);
      words.push(word);
      if (lone) loneHan.push({word, char: hanRun});
    }
    hanRun = '';
  };
  const latin = (term: string) => words.push({text: term, slots: [latinWordAlts(vocab, term, highlight)], need: 1});
  for (const token of tokens) {
    if (token.kind === 'bigram' || token.kind === 'unigram') {
      if (token.kind === 'bigram' && hanRun && token.start === hanEnd - 1) hanRun += token.term[1];
      else {
        flushHan();
        hanRun = token.term;
      }
      hanEnd = token.end;
      continue;
    }
    flushHan();
    if (token.kind === 'compound' && token.term.startsWith('/')) {
      // A rooted path: the path from that root first, the same path under another root after it.
      const plain = token.term.slice(1);
      const alts: Alt[] = [];
      if (vocab.has(token.term)) {
        alts.push({term: token.term, factor: 1});
        highlight.exact.add(token.term);
      }
      if (vocab.has(plain)) {
        alts.push({term: plain, factor: 0.6});
        highlight.exact.add(plain);
      }
      if (alts.length > 0) words.push({text: plain, slots: [alts], need: 1});
      else compoundParts(plain).forEach(latin);
      continue;
    }
    if (token.kind === 'compound') {
      if (vocab.has(token.term)) latin(token.term);
      else compoundParts(token.term).forEach(latin);
      continue;
    }
    latin(token.term);
  }
  flushHan();
  // The same word twice adds nothing; very long queries keep their first words.
  const seen = new Set<string>();
  const unique = words.filter((w) => !seen.has(w.text) && seen.add(w.text)).slice(0, MAX_WORDS);
  return {words: unique, highlight, loneHan: loneHan.filter((l) => unique.includes(l.word))};
}

/**
 * Characters that carry no topic when they stand alone (把设备接到 Neptune 上): dropped rather than searched. The
 * particles are among them: one that stripQuestionWords kept beside a lone character (拍了急停) would otherwise be
 * searched on its own once splitHanWords cuts it off.
 */
const FUNCTION_CHARS = new Set([
  ...'把将在上中里和与及或被给从对向由为是有也都就还又很要会能让个这那我你他它们着过得地',
  ...'的了吗呢吧啊呀',
]);

/**
 * Cuts the Chinese runs of a plan where the docs never join two characters: 开放接口调用太频繁 has no 用太 or 太频 in
 * the docs, so it is searched as 开放接口 / 调用 / 太 / 频繁 instead of one word that no section holds. A piece of one
 * character is searched as that character (with the words it starts), unless it is a function character; a run none
 * of whose neighbours occur together stays one word, which matches nothing.
 */
export function splitHanWords(vocab: Vocabulary, plan: QueryPlan, occurs: (term: string) => boolean): void {
  const words: Word[] = [];
  for (const word of plan.words) {
    const han = word.text.length >= 3 && [...word.text].every((c) => isHan(c.charCodeAt(0)));
    if (!han) {
      words.push(word);
      continue;
    }
    const slotOf = new Map(word.slots.map((slot) => [slot[0]!.term, slot]));
    const pieces: string[] = [];
    let start = 0;
    for (let i = 0; i < word.text.length - 1; i++) {
      const slot = slotOf.get(word.text.slice(i, i + 2));
      if (slot && slot.some((alt) => occurs(alt.term))) continue;
      pieces.push(word.text.slice(start, i + 1));
      start = i + 1;
    }
    if (start === 0) {
      words.push(word);
      continue;
    }
    pieces.push(word.text.slice(start));
    // No two of its characters ever stand together in the docs: the word is not there, not a list of characters.
    if (pieces.every((piece) => piece.length === 1)) {
      words.push(word);
      continue;
    }
    for (const piece of pieces) {
      if (piece.length === 1 && FUNCTION_CHARS.has(piece)) continue;
      const {word: next, lone} = hanWord(vocab, piece, plan.highlight);
      words.push(next);
      if (lone) plan.loneHan.push({word: next, char: piece});
    }
  }
  plan.words = words.filter((w, i) => words.findIndex((x) => x.text === w.text) === i);
  plan.loneHan = plan.loneHan.filter((l) => plan.words.includes(l.word));
}

/** Every term a plan may look up, for fetching their shards. */
export function planTerms(plan: QueryPlan): string[] {
  const terms = new Set<string>();
  for (const w of plan.words) for (const slot of w.slots) for (const alt of slot) terms.add(alt.term);
  return [...terms];
}

/** Adds a lone character's alternatives: the bigrams of the index that hold it (from its loaded shard). */
export function addLoneHanAlts(plan: QueryPlan, bigramsWith: (char: string) => Array<[string, number]>): void {
  for (const {word, char} of plan.loneHan) {
    const containing = bigramsWith(char).sort((a, b) => b[1] - a[1]);
    for (const [term] of containing.slice(0, MAX_PREFIX_EXPANSIONS)) word.slots[0]!.push({term, factor: PREFIX_FACTOR});
  }
}
