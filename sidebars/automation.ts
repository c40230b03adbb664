import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const automation: SidebarsConfig[string] = [
  {type: 'category', label: '入门', collapsed: false, items: ['automation/work-flow-intro']},
];

export default automation;
