import type {NavbarItem, Footer} from '@docusaurus/theme-common';

/**
 * The four navbar sections of the spec, each the entrance to one sidebar. The labels are the spec's, written exactly
 * (one of them has no spaces around HMI), so the typography lint is off for them.
 */
// autocorrect-disable
export const navbarItems = [
  {type: 'docSidebar', sidebarId: 'automation', label: '低代码流程图控制系统软件', position: 'left'},
  {type: 'docSidebar', sidebarId: 'lowcode', label: '低代码HMI组态软件', position: 'left'},
  {type: 'docSidebar', sidebarId: 'janus', label: '边缘计算系统软件', position: 'left'},
  {type: 'docSidebar', sidebarId: 'neptune', label: '工业云平台及服务', position: 'left'},
] satisfies NavbarItem[];
// autocorrect-enable

export const footerLinks = [
  {
    title: '产品文档',
    items: [
      {label: 'Neptune 工业云平台', to: '/docs/neptune/user/introduction'},
      {label: 'Janus 边缘计算', to: '/docs/janus/user/introduction'},
      {label: 'Lowcode HMI 组态', to: '/docs/lowcode/hmi'},
      {label: 'Automation 流程图控制', to: '/docs/automation/work-flow-intro'},
    ],
  },
  {
    title: '开发者',
    items: [
      {label: 'Neptune 开放 API', to: '/docs/neptune/user/introduction'},
      {label: 'Janus HTTP API', to: '/docs/janus/user/introduction'},
    ],
  },
  {
    title: '帮助',
    items: [
      {label: '文档导航', to: '/docs'},
      {label: '阅读约定', to: '/markdown-page'},
      {label: 'Neptune 控制台', href: 'https://www.neptune-iiot.net'},
    ],
  },
] satisfies Footer['links'];
