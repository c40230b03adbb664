// Code lint for the site's TypeScript and React: typescript-eslint's recommended rules, and the React hooks rules for
// the code that runs in React (src/). Formatting is Prettier's (npm run lint:format): no stylistic rule here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      '.docusaurus-askai/',
      'build-askai/',
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
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      // A leading underscore names a binding kept on purpose: a parameter an interface requires, or a property
      // taken out of an object with rest destructuring.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
    },
  },
  {
    // React code only: Playwright fixtures call a parameter named `use`, which the hooks rules take for React's.
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
);
