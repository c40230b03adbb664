/**
 * The code highlighter: prism-react-renderer's `Highlight` over its Prism, with the languages the site adds to the
 * ones prism-react-renderer comes with (bash, csv, http, ini, java, properties, shell-session, toml). The server
 * highlights every code block with it; the browser loads it only to highlight a block it renders itself
 * (src/prism/highlighter.ts). tests/unit/src/prism/languages.test.ts fails if a code fence names a language it does not know.
 */
import {Highlight, Prism} from 'prism-react-renderer';

// The prismjs component files extend a global `Prism`: it exists only while they run, as in Docusaurus's own loader.
const scope = globalThis as {Prism?: typeof Prism};
const before = scope.Prism;
scope.Prism = Prism;
try {
  // Prism's language files are scripts that register themselves on the global Prism at evaluation: require() runs
  // them here, in this order, while the global is set (ES imports would be hoisted above it).
  /* eslint-disable @typescript-eslint/no-require-imports */
  require('prismjs/components/prism-bash');
  require('prismjs/components/prism-csv');
  require('prismjs/components/prism-http');
  require('prismjs/components/prism-ini');
  require('prismjs/components/prism-java');
  require('prismjs/components/prism-properties');
  require('prismjs/components/prism-shell-session');
  require('prismjs/components/prism-toml');
  /* eslint-enable @typescript-eslint/no-require-imports */
} finally {
  if (before === undefined) delete scope.Prism;
  else scope.Prism = before;
}

export {Highlight, Prism};
