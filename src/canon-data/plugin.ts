/**
 * Change: the components import what this plugin writes with createData by its path under the `@generated` alias
 * (`<plugin name>/<plugin id>/`, core's layout), because only the pages that show a table should load the facts.
 *
 * Build step of the shared facts: checks canon/*.yaml and writes them as JSON modules that the page components import
 * (`@generated/canon-data/default/*.json`, resolved by the bundler, webpack or Rspack alike). A broken fact stops the build
 * with the field it lacks. Only pages that show a table load its data; nothing goes into the global bundle. canon/ui.yaml
 * is checked but not written: no component shows it, the unit tests check the pages against it.
 */
import type {Plugin} from '@docusaurus/types';
import {
  AUTOMATION_MODBUS_FILE,
  CNC01_FILE,
  CODES_FILE,
  COMPAT_FILE,
  ENDPOINTS_FILE,
  PERMISSIONS_FILE,
  STATES_FILE,
  UI_FILE,
  loadAutomationModbus,
  loadCnc01,
  loadCodes,
  loadCompat,
  loadEndpoints,
  loadPermissions,
  loadStates,
  loadUi,
} from './load';
import type {
  AutomationModbusFacts,
  Cnc01Facts,
  CodeFacts,
  CompatFacts,
  EndpointFacts,
  PermissionFacts,
  StateFacts,
} from './schema';

interface CanonData {
  cnc01: Cnc01Facts;
  endpoints: EndpointFacts;
  compat: CompatFacts;
  codes: CodeFacts;
  permissions: PermissionFacts;
  states: StateFacts;
  automationModbus: AutomationModbusFacts;
}

export default function canonDataPlugin(): Plugin<CanonData> {
  return {
    name: 'canon-data',
    getPathsToWatch: () => [
      CNC01_FILE,
      ENDPOINTS_FILE,
      COMPAT_FILE,
      CODES_FILE,
      PERMISSIONS_FILE,
      STATES_FILE,
      UI_FILE,
      AUTOMATION_MODBUS_FILE,
    ],
    loadContent: async () => {
      loadUi();
      return {
        cnc01: loadCnc01(),
        endpoints: loadEndpoints(),
        compat: loadCompat(),
        codes: loadCodes(),
        permissions: loadPermissions(),
        states: loadStates(),
        automationModbus: loadAutomationModbus(),
      };
    },
    async contentLoaded({content, actions}) {
      await actions.createData('cnc-01.json', JSON.stringify(content.cnc01));
      await actions.createData('endpoints.json', JSON.stringify(content.endpoints));
      await actions.createData('compatibility.json', JSON.stringify(content.compat));
      await actions.createData('codes.json', JSON.stringify(content.codes));
      await actions.createData('permissions.json', JSON.stringify(content.permissions));
      await actions.createData('automation-states.json', JSON.stringify(content.states));
      // Read by the Modbus tools of the pages (src/modbus/ui/devices.ts).
      await actions.createData('automation-modbus.json', JSON.stringify(content.automationModbus));
    },
  };
}
