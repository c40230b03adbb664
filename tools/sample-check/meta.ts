/**
 * The fence meta of the sample check. After the language, a fence may carry:
 *
 *   name=<id>                 names the block, so later blocks of the same page can use it as context
 *   check=after:<id>          the named block(s) of the page are placed before this one (comma-separated, in order);
 *                             `after:<page path under docs/>#<id>` names a block of another page
 *   check=prelude:<name>      the fragment goes into tools/sample-check/preludes/<name>.<ext> at its `@@code@@` line
 *                             (indented as that line is), the `after` blocks at its `@@context@@` line
 *   check=output:<run>        the block is output a run prints (tools/sample-check/runs.ts); its lines must appear in order
 *   check=none reason="…"     not checked, for the stated reason (terminal screens, directory trees, pseudo-code)
 *
 * `check` values combine with commas: `check=prelude:evc,after:set-item`. Docusaurus reads only `title="…"`,
 * `showLineNumbers` and `{1,3-4}` from the meta, so none of these shows on the page.
 */
export type Directive =
  {kind: 'after'; name: string} | {kind: 'prelude'; name: string} | {kind: 'output'; run: string} | {kind: 'none'};

export interface Meta {
  name?: string;
  reason?: string;
  directives: Directive[];
  /** Problems in the meta itself: they fail the check like a failed sample. */
  errors: string[];
}

const TOKEN = /(\w+)=(?:"([^"]*)"|'([^']*)'|(\S+))|(\S+)/g;

export function parseMeta(raw: string, where: string): Meta {
  const meta: Meta = {directives: [], errors: []};
  for (const m of raw.matchAll(TOKEN)) {
    const key = m[1];
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (key === 'name') meta.name = value;
    else if (key === 'reason') meta.reason = value;
    else if (key === 'check') {
      for (const part of value.split(',')) {
        const [kind, arg] = part.split(':', 2) as [string, string | undefined];
        if (kind === 'none' && arg === undefined) meta.directives.push({kind: 'none'});
        else if ((kind === 'after' || kind === 'prelude') && arg) meta.directives.push({kind, name: arg});
        else if (kind === 'output' && arg) meta.directives.push({kind: 'output', run: arg});
        else meta.errors.push(`${where}: unknown check value "${part}"`);
      }
    }
  }
  const none = meta.directives.some((d) => d.kind === 'none');
  if (none && !meta.reason) meta.errors.push(`${where}: check=none needs reason="…"`);
  if (none && meta.directives.length > 1) meta.errors.push(`${where}: check=none cannot be combined with other checks`);
  if (meta.reason && !none) meta.errors.push(`${where}: reason="…" is only for check=none`);
  return meta;
}
