// Code lint for the site's TypeScript and React: typescript-eslint's recommended rules and the React hooks rules.
// Formatting is Prettier's (npm run lint:format), so no stylistic rule is enabled here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'bench/.work/',
      'test-results/',
      'playwright-report/',
      // Templates with @@code@@ lines that the sample check fills in; not modules of the site.
      'tools/sample-check/preludes/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
  },
);
