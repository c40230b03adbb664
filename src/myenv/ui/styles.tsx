/**
 * The form's styles, in its chunk and added to the head when it renders (React 19 hoists a <style> with `href` and
 * `precedence`), not in the stylesheet every page loads. Infima variables, so both colour modes follow the site's;
 * the error colour has WCAG 2.2 AA contrast on the page background in both.
 */
export const cls = {
  form: 'myenv-form',
  field: 'myenv-field',
  input: 'myenv-input',
  hint: 'myenv-hint',
  state: 'myenv-state',
  error: 'myenv-error',
  actions: 'myenv-actions',
  status: 'myenv-status',
} as const;

const CSS = `
.myenv-form{--myenv-error:#b3261e;margin:1rem 0 1.5rem;padding:1rem;border:1px solid var(--ifm-color-emphasis-300);border-radius:var(--ifm-global-radius)}
[data-theme='dark'] .myenv-form{--myenv-error:#ffb4ab}
.myenv-field{margin-bottom:1rem}
.myenv-field label{display:block;font-weight:var(--ifm-font-weight-semibold)}
.myenv-input{width:100%;max-width:28rem;min-height:2.25rem;padding:.25rem .5rem;font:inherit;font-family:var(--ifm-font-family-monospace);color:var(--ifm-font-color-base);background:var(--ifm-background-color);border:1px solid var(--ifm-color-emphasis-600);border-radius:var(--ifm-global-radius)}
.myenv-input:focus-visible{outline:2px solid var(--ifm-color-primary);outline-offset:1px}
.myenv-input[aria-invalid='true']{border:2px solid var(--myenv-error)}
.myenv-hint,.myenv-error,.myenv-state{margin:.25rem 0 0;font-size:.875rem}
.myenv-error{color:var(--myenv-error)}
.myenv-actions{display:flex;flex-wrap:wrap;gap:.5rem 1rem}
.myenv-status{margin:.75rem 0 0;font-weight:var(--ifm-font-weight-semibold)}
`;

export function FormStyles() {
  return (
    <style href="myenv-form" precedence="myenv-form">
      {CSS}
    </style>
  );
}
