/**
 * The Triton SDK on the site: writes the headers zip the SDK download page offers (./build.ts) before each build and
 * start, and lets pages import the headers as text (`import tritonH from '@site/sdk/triton/include/triton.h'`) to show
 * them with `<CodeBlock>`, so the header a page prints is the file the sample check compiles against, never a copy.
 * `asset/source` is a built-in module type of webpack 5 and Rspack alike.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {writeHeadersZip} from './build';

export default function tritonSdkPlugin(): Plugin {
  return {
    name: 'triton-sdk',
    async loadContent() {
      writeHeadersZip();
    },
    getPathsToWatch() {
      return [path.join(__dirname, 'include', '*'), path.join(__dirname, 'README.txt')];
    },
    configureWebpack() {
      return {module: {rules: [{test: /\.h$/, type: 'asset/source'}]}};
    },
  };
}
