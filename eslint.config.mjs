// Code lint for the site's TypeScript and React: typescript-eslint's recommended rules, and the React hooks rules for
// the code that runs in React (src/). Formatting is Prettier's (npm run lint:format): no stylistic rule here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';

const {devDependencies} = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/**
 * Which way imports may point. no-restricted-imports is one rule, so a later block for the same file replaces an
 * earlier one's options: each block lists every restriction its files have.
 */
const NOT_TESTS = {
  group: ['**/tests/**', '**/scripts/**', '**/bench/**', '@site/tests/**', '@site/scripts/**', '@site/bench/**'],
  message:
    'src/ builds and ships the site: it imports nothing from tests/, scripts/ or bench/ (shared code lives in lib/).',
};
const NOT_DEV = {
  // Type-only imports are erased; anything else would be missing from an install without dev dependencies.
  group: Object.keys(devDependencies).flatMap((name) => [name, `${name}/**`]),
  allowTypeImports: true,
  message: 'src/ runs in the build and the browser: a package it imports is a dependency, not a devDependency.',
};
const NOT_ASK_AI = {
  group: ['**/askai/**', '@site/src/askai/**'],
  message: 'Search does not know Ask AI: Ask AI builds on search (src/search/ui/SearchBar/askAiSlot.ts is the slot).',
};
const IN_FOLDER = {
  group: ['../**', '@site/**'],
  message:
    'An engine is pure and self-contained: it imports only modules of its own folder (its callers inject the rest).',
};
const restrict = (...patterns) => ({'no-restricted-imports': ['error', {patterns}]});

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
  {files: ['src/**/*.{ts,tsx}'], rules: restrict(NOT_TESTS, NOT_DEV)},
  {files: ['src/search/**/*.{ts,tsx}'], rules: restrict(NOT_TESTS, NOT_DEV, NOT_ASK_AI)},
  {files: ['src/askai/engine/**/*.ts'], rules: restrict(NOT_TESTS, NOT_DEV, IN_FOLDER)},
  {files: ['src/search/engine/**/*.ts'], rules: restrict(NOT_TESTS, NOT_DEV, NOT_ASK_AI, IN_FOLDER)},
  {
    // React code only: Playwright fixtures call a parameter named `use`, which the hooks rules take for React's.
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
);
