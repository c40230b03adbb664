/**
 * Change: hands Docusaurus's PostCSS step its plugins already loaded and turns off postcss-loader's search for a
 * PostCSS config file, because both ran again for every stylesheet of the build on its one JavaScript thread: the
 * search tries 28 file names in each folder above the stylesheet, and the site has no such file. The CSS is the same.
 */
import {createRequire} from 'node:module';
import type {Plugin, PostCssOptions} from '@docusaurus/types';

type PluginCreator = ((options?: unknown) => unknown) & {default?: PluginCreator};

const load = createRequire(__filename);

/**
 * A plugin named by its module path, alone or with options, created once from the module's default export (as
 * postcss-loader loads it, which then has PostCSS create it again for each stylesheet); a plugin already created passes.
 */
function created(entry: unknown): unknown {
  const [name, options] = Array.isArray(entry) ? (entry as [unknown, unknown]) : [entry, undefined];
  if (typeof name !== 'string') return entry;
  const module = load(name) as PluginCreator;
  return (module.default ?? module)(options);
}

export function loadPostCssOnce(options: PostCssOptions): PostCssOptions {
  return {...options, config: false, plugins: options.plugins.map(created)};
}

export default function postCssPlugin(): Plugin {
  return {name: 'postcss-once', configurePostCss: loadPostCssOnce};
}
