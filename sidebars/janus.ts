import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const user = (ids: string[]) => ids.map((id) => `janus/user/${id}`);
const api = (ids: string[]) => ids.map((id) => `janus/api/${id}`);
const triton = (ids: string[]) => ids.map((id) => `triton/${id}`);
/** The three pages every Triton library platform has (Linux, Windows, CPAC, EVC). */
const libraryCategory = (label: string, dir: string) => ({
  type: 'category' as const,
  label,
  items: triton(
    ['dynamic-library-usage', 'referencing-dynamic-library-in-project', 'example-application'].map(
      (id) => `developer/${dir}/${id}`,
    ),
  ),
});

const janus: SidebarsConfig[string] = [
  {
    type: 'category',
    label: '了解 Janus',
    collapsed: false,
    items: user(['introduction', 'requirements', 'capabilities', 'trial']),
  },
  {
    type: 'category',
    label: '安装与激活',
    collapsed: false,
    items: user(
      ['preparation', 'create', 'deploy', 'configure', 'neptune-register', 'activate'].map((id) => `activate/${id}`),
    ),
  },
  {
    type: 'category',
    label: '设备接入与调试',
    items: user(['connection', 'data-definition', 'command-debugging']),
  },
  {
    type: 'category',
    label: '监控与分析',
    items: user(['data-monitor', 'data-statistics', 'visualization']),
  },
  {
    type: 'category',
    label: '产线与调度',
    items: user(['production-line-automation', 'device-resource-scheduling']),
  },
  {
    type: 'category',
    label: '系统管理',
    items: user(['app-store', 'user-management', 'system-settings']),
  },
  {
    type: 'category',
    label: '版本与升级',
    items: user(['release-notes', 'upgrade']),
  },
  {
    type: 'category',
    label: 'HTTP API',
    items: [
      ...api(['introduction']),
      {
        type: 'category',
        label: '设备',
        items: api(
          [
            'create',
            'modify',
            'delete',
            'list',
            'info',
            'detail',
            'connect',
            'history-data',
            'send-data',
            'realtime-data',
            'websocket-stomp-tester',
          ].map((id) => `device/${id}`),
        ),
      },
      {
        type: 'category',
        label: '文件',
        items: api(['upload', 'search', 'download', 'download-by-md5'].map((id) => `file/${id}`)),
      },
    ],
  },
  {
    type: 'category',
    label: 'Triton 部署',
    items: triton(
      [
        'introduction',
        'capabilities',
        'download-triton',
        'download-triton-control',
        'configure-triton',
        'configure-triton-service',
        'triton-control-panel',
        'data-exchange',
        'connection-test',
        'access-neptune',
        'access-janus',
        'release-notes',
      ].map((id) => `deploy/${id}`),
    ),
  },
  {
    type: 'category',
    label: 'Triton 开发',
    items: [
      ...triton(['introduction', 'add-data-definition', 'neptune-data-application'].map((id) => `developer/${id}`)),
      {
        type: 'category',
        label: 'Go 版（Windows / Linux）',
        items: [
          ...triton(['download-triton-library', 'run-triton'].map((id) => `developer/go/${id}`)),
          libraryCategory('Linux 动态库', 'go/linux'),
          libraryCategory('Windows 动态库', 'go/windows'),
          {
            type: 'category',
            label: '数据交换示例',
            items: triton(
              [
                'dataexchange-via-socket-server',
                'dataexchange-via-socket-neptune-send',
                'dataexchange-via-socket-neptune-receive',
                'dataexchange-via-modbus-device-implementation',
                'dataexchange-via-modbus-neptune-connector',
              ].map((id) => `developer/go/${id}`),
            ),
          },
          {
            type: 'category',
            label: '联调测试',
            items: triton(
              [
                'socket-test-neptune-send',
                'socket-test-neptune-receive',
                'modbus-tcp-test-neptune-send',
                'modbus-rtu-test-neptune-send',
                'modbus-test-neptune-receive',
                'library-test-neptune-send',
                'library-test-neptune-receive',
              ].map((id) => `developer/go/${id}`),
            ),
          },
        ],
      },
      {
        type: 'category',
        label: 'WinCE 版（CPAC）',
        items: [
          ...triton(['introduction', 'download-triton-library'].map((id) => `developer/wince/${id}`)),
          libraryCategory('OtoStudio / CoDeSys（IEC）', 'wince/cpac'),
          libraryCategory('EVC（C/C++）', 'wince/evc'),
        ],
      },
    ],
  },
];

export default janus;
