/**
 * A rehype step that gives search something to land on below the headings, without editing pages:
 *  - every row of an error-code table (a table whose first column is headed 错误码 / 代码 / 返回码 / 返回值 / code, and
 *    whose row starts with a code such as 1003, -302, E201 or C002) gets the id `code-<code>` (`code-n302` for -302);
 *  - every question of a 常见问题 section written as a paragraph that opens in bold (`**提示「…」**` and its answer)
 *    gets the id `faq-<hash of the question>`.
 * The index (./extract.ts) makes each of them a record of its own, so `E201` or a message copied from a screen lands on
 * that row or question, with its meaning in the snippet.
 */

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const CODE_HEADERS = new Set(['错误码', '代码', '返回码', '返回值', 'code', '状态码', '业务码']);
/** A code at the start of a cell: a number (negative ones too) or a letter and three digits. */
const CODE = /^(-?\d{1,5}|[A-Z]\d{3})(?![\w.])/;
export const CODE_ROW_PREFIX = 'code-';
export const FAQ_PREFIX = 'faq-';

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function elements(node: HastNode, tagName: string): HastNode[] {
  return (node.children ?? []).filter((c) => c.type === 'element' && c.tagName === tagName);
}

/** The row id of a code, or null when the cell does not start with one. */
export function codeRowId(cell: string): string | null {
  const code = CODE.exec(cell.trim())?.[1];
  if (!code) return null;
  return CODE_ROW_PREFIX + code.toLowerCase().replace(/^-/, 'n');
}

/** A short, stable id for a question's text. */
export function faqId(question: string): string {
  let hash = 5381;
  for (const ch of question.trim()) hash = ((hash * 33) ^ ch.codePointAt(0)!) >>> 0;
  return FAQ_PREFIX + hash.toString(36);
}

function isFaqHeading(node: HastNode): boolean {
  const id = node.properties?.id;
  return (typeof id === 'string' && /^faq/.test(id)) || textOf(node).trim() === '常见问题';
}

export default function rehypeSearchAnchors() {
  return (tree: HastNode): void => {
    const used = new Set<string>();
    const unique = (id: string) => {
      let candidate = id;
      for (let n = 2; used.has(candidate); n++) candidate = `${id}-${n}`;
      used.add(candidate);
      return candidate;
    };
    const walk = (node: HastNode) => {
      if (node.type === 'element' && node.tagName === 'table') {
        const head = elements(node, 'thead')[0];
        const firstHeader = head && elements(elements(head, 'tr')[0] ?? {type: 'x'}, 'th')[0];
        if (firstHeader && CODE_HEADERS.has(textOf(firstHeader).trim())) {
          for (const body of elements(node, 'tbody'))
            for (const row of elements(body, 'tr')) {
              const cell = elements(row, 'td')[0];
              const id = cell && codeRowId(textOf(cell));
              if (id && !row.properties?.id) row.properties = {...row.properties, id: unique(id)};
            }
        }
        return;
      }
      let inFaq = false;
      for (const child of node.children ?? []) {
        if (child.type === 'element' && /^h[1-6]$/.test(child.tagName ?? '')) {
          // An h2 opens or closes the FAQ; a question heading (###) inside it keeps it open.
          if (child.tagName === 'h2' || !inFaq) inFaq = isFaqHeading(child);
          continue;
        }
        const first = child.children?.find((c) => c.type !== 'text' || (c.value ?? '').trim() !== '');
        if (
          inFaq &&
          child.type === 'element' &&
          child.tagName === 'p' &&
          first?.type === 'element' &&
          first.tagName === 'strong' &&
          !child.properties?.id
        ) {
          child.properties = {...child.properties, id: unique(faqId(textOf(first)))};
        }
        walk(child);
      }
    };
    walk(tree);
  };
}
