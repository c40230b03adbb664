/**
 * Lets pages import the Triton headers as text (`import tritonH from '@site/sdk/triton/include/triton.h'`) and show
 * them with `<CodeBlock>`, so the header a page prints is the file the sample check compiles against, never a copy.
 * `asset/source` is a built-in module type of webpack 5 and Rspack alike.
 */
import type {Plugin} from '@docusaurus/types';

export default function tritonSdkPlugin(): Plugin {
  return {
    name: 'triton-sdk',
    configureWebpack() {
      return {module: {rules: [{test: /\.h$/, type: 'asset/source'}]}};
    },
  };
}
