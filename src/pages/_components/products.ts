import {PRODUCTS} from '@site/src/products';

/** The product families the home page introduces (the navbar's four first), with where a reader starts. */
export interface Product {
  name: string;
  fullName: string;
  summary: string;
  start: {label: string; to: string};
  more: Array<{label: string; to: string}>;
}

export const products: Product[] = [...PRODUCTS]
  .sort((a, b) => a.home.order - b.home.order)
  .map(({name, fullName, landing, home}) => ({
    name,
    fullName,
    summary: home.summary,
    start: {label: '入门', to: landing},
    more: home.more,
  }));

/** The tasks readers come for most often, each one page away. */
export const commonTasks: Array<{label: string; to: string; product: string}> = [
  {label: '用 MQTT 把一台设备接入 Neptune', to: '/docs/neptune/api/device_connection/mqtt', product: 'Neptune'},
  {label: '在工控机上安装并激活 Janus', to: '/docs/janus/user/activate/preparation', product: 'Janus'},
  {label: '在 Janus 中用 Modbus TCP 接入 PLC', to: '/docs/janus/user/connection', product: 'Janus'},
  {label: '通过接口向设备下发数据', to: '/docs/neptune/api/device_management/send', product: 'Neptune'},
  {label: '订阅设备实时数据（STOMP）', to: '/docs/janus/api/device/realtime-data', product: 'Janus'},
  {label: '配置设备报警规则', to: '/docs/neptune/user/device-management/rules-engine', product: 'Neptune'},
];
