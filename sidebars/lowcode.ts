import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const lowcode: SidebarsConfig[string] = [
  {
    type: 'category',
    label: '入门',
    collapsed: false,
    items: ['lowcode/hmi', 'lowcode/quick-start', 'lowcode/capabilities'],
  },
  {
    type: 'category',
    label: '开发 HMI 应用',
    collapsed: false,
    items: ['app-management', 'data-definitions', 'dev-page-layout', 'dev-components', 'preview-debug', 'recipe'].map(
      (id) => `lowcode/dev-HMI-app/${id}`,
    ),
  },
  {type: 'category', label: '部署与运行', items: ['lowcode/deploy-use']},
  {type: 'category', label: '资源', items: ['lowcode/video', 'lowcode/release-notes']},
];

export default lowcode;
