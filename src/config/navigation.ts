import type {NavbarItem, Footer} from '@docusaurus/theme-common';
import {PRODUCTS} from '../products';

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
  // The reader's own values in every sample (src/myenv/): the form is on the reading-conventions page.
  {to: '/markdown-page#my-environment', label: '我的环境', position: 'right'},
] satisfies NavbarItem[];
// autocorrect-enable

export const footerLinks = [
  {
    title: '产品文档',
    // Each product that has a sidebar of its own, at its landing page.
    items: PRODUCTS.filter((p) => p.sidebar === p.id).map((p) => ({label: p.label, to: p.landing})),
  },
  {
    title: '开发者',
    items: PRODUCTS.flatMap((p) => (p.developerLink ? [p.developerLink] : [])),
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
