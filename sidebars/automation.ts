import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const doc = (ids: string[]) => ids.map((id) => `automation/${id}`);

const automation: SidebarsConfig[string] = [
  {
    type: 'category',
    label: '入门',
    collapsed: false,
    items: doc(['work-flow-intro', 'doc-map', 'hardware-selection', 'capabilities']),
  },
  {
    type: 'category',
    label: '快速上手',
    collapsed: false,
    items: doc(['quick_start/first-project', 'quick_start/download-and-run']),
  },
  {
    type: 'category',
    label: '流程管理',
    items: doc(['process_management/flowchart-nodes', 'process_management/flow-debugging']),
  },
  {type: 'category', label: '运动参数', items: doc(['motion_parameter/axis-parameters'])},
  {type: 'category', label: '多工位', items: doc(['multi_station/parallel-stations'])},
  {
    type: 'category',
    label: '常用功能',
    items: doc(['common_functions/reset', 'common_functions/recipe', 'common_functions/modbus_tcp']),
  },
  {
    type: 'category',
    label: '附录',
    items: doc(['attachment/io-list-template', 'attachment/alarm-codes', 'common-problem', 'release-notes']),
  },
];

export default automation;
