/**
 * Prompt assembly, pure: the sections retrieval found (best first) become numbered sources in the system message,
 * within a character budget, and earlier turns of the conversation follow, newest kept first, within theirs. The
 * model is told to answer only from the sources and to cite them as [n]; ../ui/markdown.tsx turns each [n] into a
 * link to the section. Budgets are in characters, not tokens: a Chinese character is about one token for the models
 * plants run (Qwen, GLM, DeepSeek), Latin text less, so a character budget errs on the short side.
 */

/** A section of the docs as retrieval returns it. */
export interface Section {
  /** Absolute URL of the section (page and anchor). */
  url: string;
  /** Headings from the page title down to the section's own. */
  headings: string[];
  /** The section's text: its Markdown from the page's twin (../browser/twinText.ts), or as the index holds it. */
  content: string;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A finished earlier turn of the conversation. */
export interface PastTurn {
  question: string;
  answer: string;
}

export interface PromptBudget {
  /** Characters of section text (titles and URLs included) in the system message. */
  sources: number;
  /** Characters of one section at most, so one long page does not crowd out the rest. */
  perSection: number;
  /** Characters of earlier questions and answers. */
  history: number;
}

export const DEFAULT_BUDGET: PromptBudget = {sources: 6000, perSection: 1800, history: 3000};

/** Sections retrieval keeps, one per page; prompt assembly keeps those that fit its budget. */
export const RETRIEVED_SECTIONS = 8;

/** Hits asked of search: it lists up to three sections of a page, so these hold RETRIEVED_SECTIONS pages when it has them. */
export const RETRIEVAL_HITS = 3 * RETRIEVED_SECTIONS;

/**
 * The best section of each page, in rank order, up to `count`: eight pages that may each hold the answer, rather than
 * the three sections of each of the first three pages a search lists.
 */
export function onePerPage<T extends {url: string}>(hits: readonly T[], count = RETRIEVED_SECTIONS): T[] {
  const pages = new Set<string>();
  const kept: T[] = [];
  for (const hit of hits) {
    const page = hit.url.split('#')[0]!;
    if (pages.has(page)) continue;
    pages.add(page);
    kept.push(hit);
    if (kept.length === count) break;
  }
  return kept;
}

/** Longest question accepted; the UI refuses longer ones with a message. */
export const MAX_QUESTION_LENGTH = 500;

export const SYSTEM_INSTRUCTIONS = [
  '你是产品文档中心的问答助手，回答 Neptune、Janus、Lowcode、Automation、Triton 与开放平台的使用问题。',
  '只根据下面编号的文档片段回答；片段里没有的内容，直接说文档中没有找到，不要猜测。',
  '用简体中文回答，简洁准确，可以使用 Markdown 列表、表格和代码块。',
  '每个要点后用 [编号] 标注所依据的片段，例如 [1]；不要编造编号，不要输出图片或 HTML。',
].join('\n');

/** A fence line of Markdown: three or more backticks or tildes at the start of a line (indented in a list too). */
const FENCE = /^ {0,12}(`{3,}|~{3,})/;

/** The fence a Markdown text leaves open at its end, if any. */
function openFence(text: string): string | undefined {
  let open: string | undefined;
  for (const line of text.split('\n')) {
    const fence = FENCE.exec(line)?.[1];
    if (!fence) continue;
    if (open === undefined) open = fence;
    else if (fence[0] === open[0] && fence.length >= open.length && line.trim() === fence) open = undefined;
  }
  return open;
}

/** The text cut to `max` characters with an ellipsis; a code block the cut leaves open is closed within them. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const kept = text.slice(0, Math.max(0, max - 1));
  const open = openFence(kept);
  if (open === undefined) return `${kept}…`;
  return `${text.slice(0, Math.max(0, max - 2 - open.length))}…\n${open}`;
}

/** One numbered source as the model reads it. */
export function formatSource(n: number, section: Section, maxContent: number): string {
  return `[${n}] ${section.headings.join(' > ')}\n链接：${section.url}\n${cut(section.content.trim(), maxContent)}`;
}

/**
 * The sources that fit the budget, in retrieval order: each section is cut to perSection, and sections are added
 * while the total stays within `sources` (a section that would overflow is cut to what is left if that is still a
 * useful length, otherwise retrieval's remaining sections are left out).
 */
export function selectSources(sections: readonly Section[], budget: PromptBudget): {used: Section[]; text: string} {
  const used: Section[] = [];
  const parts: string[] = [];
  let size = 0;
  const seen = new Set<string>();
  for (const section of sections) {
    if (seen.has(section.url)) continue;
    const header = formatSource(used.length + 1, section, 0).length;
    const room = budget.sources - size - header - 2;
    if (room < 200) break;
    const part = formatSource(used.length + 1, section, Math.min(budget.perSection, room));
    seen.add(section.url);
    used.push(section);
    parts.push(part);
    size += part.length + 2;
  }
  return {used, text: parts.join('\n\n')};
}

/** Earlier turns, newest kept first, oldest dropped whole when the history budget is spent; in conversation order. */
export function trimHistory(history: readonly PastTurn[], budget: number): PastTurn[] {
  const kept: PastTurn[] = [];
  let size = 0;
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    const length = turn.question.length + turn.answer.length;
    if (size + length > budget) break;
    kept.unshift(turn);
    size += length;
  }
  return kept;
}

/** The messages of one request: instructions and sources, the kept history, then the question. */
export function buildMessages(
  question: string,
  sections: readonly Section[],
  history: readonly PastTurn[],
  budget: PromptBudget = DEFAULT_BUDGET,
): {messages: ChatMessage[]; used: Section[]} {
  const {used, text} = selectSources(sections, budget);
  const messages: ChatMessage[] = [{role: 'system', content: `${SYSTEM_INSTRUCTIONS}\n\n文档片段：\n\n${text}`}];
  for (const turn of trimHistory(history, budget.history)) {
    messages.push({role: 'user', content: turn.question}, {role: 'assistant', content: turn.answer});
  }
  messages.push({role: 'user', content: question});
  return {messages, used};
}

/**
 * What retrieval searches for: the question, and for a follow-up that names little by itself ("那第二步呢？") the
 * previous question as well, so the sources stay on the subject.
 */
export function retrievalQuery(question: string, history: readonly PastTurn[]): string {
  const previous = history.at(-1)?.question;
  if (!previous || question.length >= 12) return question;
  return `${previous} ${question}`;
}
