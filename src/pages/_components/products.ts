/** The product families the home page introduces (the navbar's four first), with where a reader starts. */
export interface Product {
  name: string;
  fullName: string;
  summary: string;
  start: {label: string; to: string};
  more: Array<{label: string; to: string}>;
}

export const products: Product[] = [
  {
    name: 'Automation',
    fullName: '低代码流程图控制系统软件',
    summary:
      '用流程图编写运动控制程序：轴运动、插补、IO 与配方都是带参数的节点，下载到固高 CPAC 控制器或 GTS 运动控制卡上运行。',
    start: {label: '入门', to: '/docs/automation/work-flow-intro'},
    more: [{label: '快速开始', to: '/docs/automation/quick_start/first-project'}],
  },
  {
    name: 'Lowcode',
    fullName: '低代码 HMI 组态软件',
    summary: '拖拽控件搭建操作画面，绑定设备数据，发布后在触摸屏或浏览器中运行，无需编写前端代码。',
    start: {label: '入门', to: '/docs/lowcode/hmi'},
    more: [{label: '快速开始', to: '/docs/lowcode/quick-start'}],
  },
  {
    name: 'Janus',
    fullName: '边缘计算系统软件',
    summary: '装在工厂现场的数据网关：用 Modbus、OPC UA、MQTT 等协议接入设备，本地存储、监控与联动，断网可用。',
    start: {label: '入门', to: '/docs/janus/user/introduction'},
    more: [
      {label: '安装与激活', to: '/docs/janus/user/activate/preparation'},
      {label: 'HTTP API', to: '/docs/janus/api/introduction'},
    ],
  },
  {
    name: 'Neptune',
    fullName: '工业设备物联云平台',
    summary: '云端的设备接入、数据、规则与面板，按团队管理；开放 API 与 MQTT 让 MES、ERP 直接取用设备数据。',
    start: {label: '入门', to: '/docs/neptune/user/introduction'},
    more: [
      {label: '快速开始', to: '/docs/neptune/user/quick-start'},
      {label: '开放 API', to: '/docs/neptune/api/overview'},
    ],
  },
  {
    name: 'Triton',
    fullName: '设备物联客户端',
    summary: '装在控制器旁或控制器内的小型代理：用 Socket、Modbus 或动态库与你的程序交换数据，送到 Neptune 或 Janus。',
    start: {label: '入门', to: '/docs/triton/deploy/introduction'},
    more: [{label: '开发指南', to: '/docs/triton/developer/introduction'}],
  },
  {
    name: '开放平台',
    fullName: 'Neptune 开放平台',
    summary: '在浏览器里用 JavaScript 开发设备应用，发布到应用市场，在 Neptune 上安装或导入现场的 Janus。',
    start: {label: '入门', to: '/docs/open-platform/introduction'},
    more: [{label: '快速开始', to: '/docs/open-platform/getting-started'}],
  },
];

/** The tasks readers come for most often, each one page away. */
export const commonTasks: Array<{label: string; to: string; product: string}> = [
  {label: '用 MQTT 把一台设备接入 Neptune', to: '/docs/neptune/api/device_connection/mqtt', product: 'Neptune'},
  {label: '在工控机上安装并激活 Janus', to: '/docs/janus/user/activate/preparation', product: 'Janus'},
  {label: '在 Janus 中用 Modbus TCP 接入 PLC', to: '/docs/janus/user/connection', product: 'Janus'},
  {label: '通过接口向设备下发数据', to: '/docs/neptune/api/device_management/send', product: 'Neptune'},
  {label: '订阅设备实时数据（STOMP）', to: '/docs/janus/api/device/realtime-data', product: 'Janus'},
  {label: '配置设备报警规则', to: '/docs/neptune/user/device-management/rules-engine', product: 'Neptune'},
];
