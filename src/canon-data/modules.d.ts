/** The facts written by src/canon-data/plugin.ts at build time (canon/*.yaml, checked). */
declare module '@generated/canon-data/default/cnc-01.json' {
  import type {Cnc01Facts} from '@site/src/canon-data/schema';
  const facts: Cnc01Facts;
  export default facts;
}

declare module '@generated/canon-data/default/endpoints.json' {
  import type {EndpointFacts} from '@site/src/canon-data/schema';
  const facts: EndpointFacts;
  export default facts;
}

declare module '@generated/canon-data/default/compatibility.json' {
  import type {CompatFacts} from '@site/src/canon-data/schema';
  const facts: CompatFacts;
  export default facts;
}

declare module '@generated/canon-data/default/codes.json' {
  import type {CodeFacts} from '@site/src/canon-data/schema';
  const facts: CodeFacts;
  export default facts;
}

declare module '@generated/canon-data/default/permissions.json' {
  import type {PermissionFacts} from '@site/src/canon-data/schema';
  const facts: PermissionFacts;
  export default facts;
}

declare module '@generated/canon-data/default/automation-states.json' {
  import type {StateFacts} from '@site/src/canon-data/schema';
  const facts: StateFacts;
  export default facts;
}

declare module '@generated/canon-data/default/automation-modbus.json' {
  import type {AutomationModbusFacts} from '@site/src/canon-data/schema';
  const facts: AutomationModbusFacts;
  export default facts;
}
