/**
 * Change: the components import what this plugin writes with createData by its path under the `@generated` alias
 * (`<plugin name>/<plugin id>/`, core's layout), because only the pages that show a table should load the facts.
 *
 * Build step of the shared facts: checks canon/*.yaml and writes them as JSON modules that the page components import
 * (`@generated/canon-data/default/*.json`, resolved by the bundler, webpack or Rspack alike). A broken fact stops the build
 * with the field it lacks. Only pages that show a table load its data; nothing goes into the global bundle.
 */
import type {Plugin} from '@docusaurus/types';
import {COMPAT_FILE, CNC01_FILE, ENDPOINTS_FILE, loadCnc01, loadCompat, loadEndpoints} from './load';
import type {Cnc01Facts, CompatFacts, EndpointFacts} from './schema';

export default function canonDataPlugin(): Plugin<{cnc01: Cnc01Facts; endpoints: EndpointFacts; compat: CompatFacts}> {
  return {
    name: 'canon-data',
    getPathsToWatch: () => [CNC01_FILE, ENDPOINTS_FILE, COMPAT_FILE],
    loadContent: async () => ({cnc01: loadCnc01(), endpoints: loadEndpoints(), compat: loadCompat()}),
    async contentLoaded({content, actions}) {
      await actions.createData('cnc-01.json', JSON.stringify(content.cnc01));
      await actions.createData('endpoints.json', JSON.stringify(content.endpoints));
      await actions.createData('compatibility.json', JSON.stringify(content.compat));
    },
  };
}
