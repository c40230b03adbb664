/** What src/myenv/plugin.ts writes at build time from canon/placeholders.yaml (checked). */
declare module '@generated/myenv/default/patterns.json' {
  import type {Pattern} from '@site/src/myenv/engine/placeholders';
  const patterns: Pattern[];
  export default patterns;
}

declare module '@generated/myenv/default/placeholders.json' {
  import type {Placeholder} from '@site/src/myenv/engine/placeholders';
  const placeholders: Placeholder[];
  export default placeholders;
}
