/**
 * The site's one list of products: what each is called, which routes are its pages, where a reader starts, its
 * sidebar, its home-page card, its footer links. The offline families and handbooks (src/offline/families.ts), the
 * search index's products and chips (src/search), the home page's cards (src/pages/_components) and the footer
 * (src/config/navigation.ts) are derived from it; tests/unit/src/products.test.ts checks that every route it names
 * exists. The order is the search chips' order and the index's product numbering.
 */
export interface ProductInfo {
  /** The product's id: the first folder of its routes under /docs/, a search filter value (`?product=janus`). */
  id: string;
  /** The name as readers write it (a search chip, a page's product in results). */
  name: string;
  /** The product's full Chinese name (the home card's heading, under its name). */
  fullName: string;
  /** The short label of lists: the offline families, the handbooks, the footer. */
  label: string;
  /** Route prefixes of its pages; a page belongs to the first product whose prefix it starts with. */
  prefixes: string[];
  /** Its first page: the home card's「入门」, the offline download and the handbook are offered there. */
  landing: string;
  /** The sidebar its pages sit in (Triton's in Janus's), null when its pages have none. */
  sidebar: string | null;
  /** The home page's card: its place (the navbar's four first), one sentence, and where else to start. */
  home: {order: number; summary: string; more: Array<{label: string; to: string}>};
  /** The product of canon/compatibility.yaml whose documented version its handbook states (the open platform's is Neptune's). */
  versionOf: string;
  /** Its reference for developers, linked in the footer's「开发者」column. */
  developerLink?: {label: string; to: string};
}

export const PRODUCTS: readonly ProductInfo[] = [
  {
    id: 'neptune',
    versionOf: 'neptune',
    name: 'Neptune',
    fullName: '工业设备物联云平台',
    label: 'Neptune 工业云平台',
    // The denture app is an application of Neptune's app market: it travels, and is found, with Neptune.
    prefixes: ['/docs/neptune/', '/docs/apps/'],
    landing: '/docs/neptune/user/introduction',
    sidebar: 'neptune',
    home: {
      order: 4,
      summary: '云端的设备接入、数据、规则与面板，按团队管理；开放 API 与 MQTT 让 MES、ERP 直接取用设备数据。',
      more: [
        {label: '快速开始', to: '/docs/neptune/user/quick-start'},
        {label: '开放 API', to: '/docs/neptune/api/overview'},
      ],
    },
    developerLink: {label: 'Neptune 开放 API', to: '/docs/neptune/api/overview'},
  },
  {
    id: 'janus',
    versionOf: 'janus',
    name: 'Janus',
    fullName: '边缘计算系统软件',
    label: 'Janus 边缘计算',
    prefixes: ['/docs/janus/'],
    landing: '/docs/janus/user/introduction',
    sidebar: 'janus',
    home: {
      order: 3,
      summary: '装在工厂现场的数据网关：用 Modbus、OPC UA、MQTT 等协议接入设备，本地存储、监控与联动，断网可用。',
      more: [
        {label: '安装与激活', to: '/docs/janus/user/activate/preparation'},
        {label: 'HTTP API', to: '/docs/janus/api/introduction'},
      ],
    },
    developerLink: {label: 'Janus HTTP API', to: '/docs/janus/api/introduction'},
  },
  {
    id: 'triton',
    versionOf: 'triton',
    name: 'Triton',
    fullName: '设备物联客户端',
    label: 'Triton 设备连接器',
    prefixes: ['/docs/triton/'],
    landing: '/docs/triton/deploy/introduction',
    sidebar: 'janus',
    home: {
      order: 5,
      summary:
        '装在控制器旁或控制器内的小型代理：用 Socket、Modbus 或动态库与你的程序交换数据，送到 Neptune 或 Janus。',
      more: [{label: '开发指南', to: '/docs/triton/developer/introduction'}],
    },
    developerLink: {label: 'Triton 动态库', to: '/docs/triton/developer/introduction'},
  },
  {
    id: 'lowcode',
    versionOf: 'lowcode',
    name: 'Lowcode',
    fullName: '低代码 HMI 组态软件',
    label: 'Lowcode HMI 组态',
    prefixes: ['/docs/lowcode/'],
    landing: '/docs/lowcode/hmi',
    sidebar: 'lowcode',
    home: {
      order: 2,
      summary: '拖拽控件搭建操作画面，绑定设备数据，发布后在触摸屏或浏览器中运行，无需编写前端代码。',
      more: [{label: '快速开始', to: '/docs/lowcode/quick-start'}],
    },
  },
  {
    id: 'automation',
    versionOf: 'automation',
    name: 'Automation',
    fullName: '低代码流程图控制系统软件',
    label: 'Automation 流程图控制',
    prefixes: ['/docs/automation/'],
    landing: '/docs/automation/work-flow-intro',
    sidebar: 'automation',
    home: {
      order: 1,
      summary:
        '用流程图编写运动控制程序：轴运动、插补、IO 与配方都是带参数的节点，下载到固高 CPAC 控制器或 GTS 运动控制卡上运行。',
      more: [{label: '快速开始', to: '/docs/automation/quick_start/first-project'}],
    },
  },
  {
    id: 'open-platform',
    versionOf: 'neptune',
    name: '开放平台',
    fullName: 'Neptune 开放平台',
    label: 'Neptune 开放平台',
    prefixes: ['/docs/open-platform/'],
    landing: '/docs/open-platform/introduction',
    sidebar: null,
    home: {
      order: 6,
      summary: '在浏览器里用 JavaScript 开发设备应用，发布到应用市场，在 Neptune 上安装或导入现场的 Janus。',
      more: [{label: '快速开始', to: '/docs/open-platform/getting-started'}],
    },
    developerLink: {label: '开放平台 JavaScript API', to: '/docs/open-platform/janus-api/overview'},
  },
];

/** The product a page belongs to, by its path; undefined for pages of none (the docs home, /docs/compatibility, /docs/glossary). */
export function productOfPath(pathname: string): ProductInfo | undefined {
  return PRODUCTS.find((p) => p.prefixes.some((prefix) => pathname.startsWith(prefix)));
}
