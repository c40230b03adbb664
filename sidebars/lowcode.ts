import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const lowcode: SidebarsConfig[string] = [
  {type: 'category', label: '入门', collapsed: false, items: ['lowcode/hmi']},
];

export default lowcode;
