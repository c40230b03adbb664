import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const janus: SidebarsConfig[string] = [
  {type: 'category', label: '了解 Janus', collapsed: false, items: ['janus/user/introduction']},
];

export default janus;
