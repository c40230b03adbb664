/**
 * Change: the docs plugin with the descriptions left out of the version data every doc page loads, because they were
 * 14 of its 22 KiB (gzip): the page's script fetches the metadata of every doc, and only a DocCard reads a description.
 * @docusaurus/plugin-content-docs 3.9.1, as the classic preset would add it, except that the version route's props
 * (`version.docs`: id, title, description and sidebar of each doc, for useDocById) keep each doc's id, title and
 * sidebar. Each page's own description is in its own metadata, unchanged (its <meta name="description">). The site
 * renders no DocCard (no DocCardList, no generated index); one would show its card without the description.
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';

export {validateOptions};

interface VersionProp {
  docs?: Record<string, {description?: string}>;
}

/** A route of the docs plugin with the descriptions dropped from the version props of it and of its child routes. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = (route.props as {version?: VersionProp} | undefined)?.version;
  const props = version?.docs
    ? {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(
            Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
          ),
        },
      }
    : route.props;
  return {
    ...route,
    ...(props ? {props} : {}),
    ...(route.routes ? {routes: route.routes.map(withoutDocDescriptions)} : {}),
  };
}

export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDocDescriptions(route));
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  };
}
