import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const user = (ids: string[]) => ids.map((id) => `neptune/user/${id}`);
const api = (ids: string[]) => ids.map((id) => `neptune/api/${id}`);

const neptune: SidebarsConfig[string] = [
  {
    type: 'category',
    label: '快速入门',
    collapsed: false,
    items: user(['introduction', 'registration', 'quick-start', 'quick-access', 'capabilities']),
  },
  {
    type: 'category',
    label: '用户指南',
    collapsed: false,
    items: [
      ...user(['basic-operations']),
      {
        type: 'category',
        label: '设备接入',
        items: user(['device-access/by-web', 'device-access/by-assistant']),
      },
      ...user(['add-data-define', 'add-panel']),
      'open-platform/privileges-management',
    ],
  },
  {
    type: 'category',
    label: '设备管理',
    items: user(
      [
        'device-type',
        'device-form',
        'customize-device-form',
        'device-groups',
        'device-status',
        'device-view',
        'data-monitoring',
        'rules-engine',
        'standard-panel',
        'app-panel',
        'app-market',
      ].map((id) => `device-management/${id}`),
    ),
  },
  {
    type: 'category',
    label: 'API 参考',
    items: [
      ...api(['overview', 'device_connection/mqtt']),
      {
        type: 'category',
        label: '设备',
        items: api(
          [
            'create',
            'list',
            'details',
            'data',
            'last-data',
            'history',
            'realtime',
            'send',
            'status-list',
            'status-duration',
            'upload',
          ].map((id) => `device_management/${id}`),
        ),
      },
      {
        type: 'category',
        label: '设备分组',
        items: api(
          ['group-create', 'group-rename', 'group-delete', 'group-tree'].map((id) => `device_management/${id}`),
        ),
      },
      {
        type: 'category',
        label: '团队',
        items: api(['team_info/details', 'team_info/users']),
      },
    ],
  },
  {
    type: 'category',
    label: '版本说明',
    items: ['v2_9', 'v2_8', 'v2_7', 'v2_6', 'v2_5', 'v2_4', 'v2_3', 'v2_2', 'v2_1', 'v2'].map(
      (v) => `neptune/version/${v}`,
    ),
  },
];

export default neptune;
