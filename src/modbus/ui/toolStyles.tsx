/**
 * The tools' own styles, shipped in their chunk and added to the page's head when a tool first renders (React 19
 * hoists a <style> with `href` and `precedence`, once however many tools render it). As a CSS module they would go
 * into the site's one stylesheet, which every page loads. Infima variables only, so both colour modes follow the
 * site's; the error colour is chosen for WCAG 2.2 AA contrast on the page background in both modes.
 */

export const cls = {
  inner: 'mbt-inner',
  grid: 'mbt-grid',
  field: 'mbt-field',
  wide: 'mbt-wide',
  input: 'mbt-input',
  hint: 'mbt-hint',
  error: 'mbt-error',
  choice: 'mbt-choice',
  check: 'mbt-check',
  status: 'mbt-status',
  srOnly: 'mbt-sr',
  results: 'mbt-results',
  compare: 'mbt-compare',
  frame: 'mbt-frame',
  bad: 'mbt-bad',
  issues: 'mbt-issues',
  built: 'mbt-built',
} as const;

const CSS = `
.mbt-inner{--mbt-error:#b3261e;padding:.5rem 0 .75rem}
[data-theme='dark'] .mbt-inner{--mbt-error:#ffb4ab}
.mbt-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:0 1rem}
.mbt-field{margin-bottom:.5rem}
.mbt-wide{grid-column:1/-1}
.mbt-field label{display:block;font-size:.875rem}
.mbt-input{width:100%;min-height:2.25rem;padding:.25rem .5rem;font:inherit;font-family:var(--ifm-font-family-monospace);color:var(--ifm-font-color-base);background:var(--ifm-background-color);border:1px solid var(--ifm-color-emphasis-600);border-radius:var(--ifm-global-radius)}
select.mbt-input{font-family:inherit}
.mbt-input:focus-visible{outline:2px solid var(--ifm-color-primary);outline-offset:1px}
.mbt-input[aria-invalid='true']{border:2px solid var(--mbt-error)}
.mbt-hint,.mbt-error{margin:.125rem 0 0;font-size:.875rem}
.mbt-error,.mbt-issues,.mbt-bad th,.mbt-bad td{color:var(--mbt-error)}
.mbt-choice{display:flex;flex-wrap:wrap;gap:0 1rem;margin:0 0 .5rem;padding:0;border:0}
.mbt-choice legend{float:left;margin-right:.5rem;font-size:.875rem}
.mbt-check{display:block;margin:0 0 .5rem}
.mbt-status{margin:.5rem 0;font-weight:var(--ifm-font-weight-semibold)}
.mbt-sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.mbt-results{margin:0}
.mbt-results>div{display:flex;flex-wrap:wrap;gap:0 1rem;padding:.125rem 0;border-top:1px solid var(--ifm-color-emphasis-200)}
.mbt-results dt{flex:0 0 12rem;font-weight:normal}
.mbt-results dd{flex:1 1 14rem;margin:0;overflow-wrap:anywhere}
.mbt-compare,.mbt-frame{margin:.75rem 0 0;font-size:.875rem}
.mbt-compare caption,.mbt-frame caption{text-align:left;font-weight:var(--ifm-font-weight-semibold)}
.mbt-frame td:first-child code{white-space:nowrap}
.mbt-compare tr[aria-current='true']{font-weight:var(--ifm-font-weight-semibold)}
.mbt-issues{margin:.5rem 0 0}
.mbt-built{margin:.5rem 0 0;overflow-wrap:anywhere}
`;

/** Rendered by every tool; React adds the styles to the head once. */
export function ToolStyles() {
  return (
    <style href="modbus-tools" precedence="modbus-tools">
      {CSS}
    </style>
  );
}
