import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const neptune: SidebarsConfig[string] = [
  {type: 'category', label: '快速入门', collapsed: false, items: ['neptune/user/introduction']},
];

export default neptune;
