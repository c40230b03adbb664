/**
 * Remark plugin: a page whose code blocks use one of the site's added Prism languages imports that language's module
 * (src/prism/<lang>.ts), so the grammar travels with the pages that need it instead of every page's main bundle
 * (Docusaurus's `prism.additionalLanguages` puts all of them there: 4.5 KB gzip that most pages never use).
 * Go needs nothing: prism-react-renderer already ships it.
 */
/** The languages the site adds to prism-react-renderer's own, by the names (and Prism aliases) code fences use. */
export const ADDED_LANGUAGES: Readonly<Record<string, string>> = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  ini: 'ini',
  properties: 'properties',
  'shell-session': 'shell-session',
  'sh-session': 'shell-session',
  shellsession: 'shell-session',
  toml: 'toml',
};

interface Node {
  type: string;
  lang?: string | null;
  children?: Node[];
}

function collect(node: Node, found: Set<string>): void {
  if (node.type === 'code' && node.lang && Object.hasOwn(ADDED_LANGUAGES, node.lang)) found.add(ADDED_LANGUAGES[node.lang]);
  for (const child of node.children ?? []) collect(child, found);
}

/** `import '@site/src/prism/<lang>';` as an MDX ESM node, with the estree the MDX compiler reads. */
function importNode(language: string) {
  const source = `@site/src/prism/${language}`;
  return {
    type: 'mdxjsEsm',
    value: `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [], attributes: [], source: {type: 'Literal', value: source, raw: `'${source}'`}}],
      },
    },
  };
}

export default function prismLanguages(): (tree: Node) => void {
  return (tree) => {
    const found = new Set<string>();
    collect(tree, found);
    tree.children = [...[...found].sort().map(importNode), ...(tree.children ?? [])] as Node[];
  };
}
