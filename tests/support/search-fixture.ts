/**
 * Pages for the search unit tests, and an in-memory index built from them the way the build writes it
 * (src/search/build/indexWriter.ts), with a loader that can be told to fail.
 */
import {writeIndex} from '../../src/search/build/indexWriter';
import {parseThesaurus} from '../../src/search/build/thesaurus';
import {LocalSearchClient} from '../../src/search/browser/algolia';
import type {IndexPage} from '../../src/search/engine/format';

export const FIXTURE_PAGES: IndexPage[] = [
  [
    '/docs/neptune/api/device_connection/mqtt',
    'Neptune 开放 API',
    'docs-default-current',
    [
      ['', 1, '通过 MQTT 协议接入', '设备通过 MQTT 3.1.1 连接 Neptune，端口 9883。', -1],
      ['connect', 2, '连接参数', 'Client ID 填设备 UUID，用户名填团队令牌。', 0],
      ['topics', 2, '主题', '上报主题 devicepub，下发主题 devicesub。', 0],
      ['tls', 3, '加密连接', '端口 9884 使用 TLS 1.2。', 2],
    ],
  ],
  [
    '/docs/neptune/api/device_management/create',
    'Neptune 开放 API',
    'docs-default-current',
    [
      [
        '',
        1,
        '创建设备',
        '调用 POST https://api.neptune-iiot.net/device/create 创建设备，需要 app_id 与 app_secret。',
        -1,
      ],
      ['errors', 2, '错误码', '1006 设备序列号已被使用；1003 参数格式错误。', 0],
    ],
  ],
  [
    '/docs/janus/api/device/create',
    'Janus 接口',
    'docs-default-current',
    [['', 1, 'Janus 创建设备接口', '请求 POST /api/device/create，Modbus 设备需要先配置寄存器。', -1]],
  ],
  [
    '/docs/automation/common_functions/modbus_tcp',
    '常用功能',
    'docs-default-current',
    [
      ['', 1, 'Modbus TCP 通信', '用「Modbus 读写」节点与 PLC 交换数据。', -1],
      ['configure', 2, '配置 Modbus 从站', '填写从站 IP 与端口 502，然后配置寄存器地址。', 0],
    ],
  ],
  [
    '/docs/lowcode/release-notes',
    '版本说明',
    'docs-default-current',
    [['', 1, '版本说明', '修复了若干问题。偶尔提到 MQTT 一次。', -1]],
  ],
  ['/markdown-page', '文档', 'default', [['', 1, '阅读约定', '本站的排版约定。', -1]]],
  [
    '/docs',
    '文档',
    'docs-default-current',
    [
      ['', 1, '文档导航', '全部文档的入口。', -1],
      ['which-product', 2, '选哪个产品', '按要做的事选择产品。', 0],
    ],
  ],
  [
    '/docs/janus/user/requirements',
    'Janus',
    'docs-default-current',
    [['', 1, '运行环境要求', '工控机的处理器、内存与磁盘。', -1]],
    'Janus 硬件要求 工控机',
  ],
  [
    '/docs/janus/user/introduction',
    'Janus',
    'docs-default-current',
    [['related-products', 2, '与其他产品的关系', '产品之间如何配合，产品的数据如何流动。', -1]],
  ],
];

/** Pages with the records the build adds below headings: error-code rows and FAQ questions. */
export const CODE_PAGES: IndexPage[] = [
  [
    '/docs/triton/deploy/connection-test',
    'Triton',
    'docs-default-current',
    [
      ['', 1, '连接测试', '运行 triton test 检查配置与网络。', -1],
      ['error-codes', 2, '错误码', '测试结果与日志使用同一套错误码。', 0],
      ['code-e201', 3, 'E201 无法解析域名', 'E201 无法解析域名 电脑没有配置 DNS 配置 DNS', 1],
      [
        'code-e302',
        3,
        'E302 MQTT 登录被拒绝：用户名或密码错误（返回码 4）',
        'E302 团队令牌填错或已被重置 重新复制令牌',
        1,
      ],
    ],
  ],
  [
    '/docs/neptune/user/quick-start',
    'Neptune',
    'docs-default-current',
    [
      ['', 1, '快速开始', '用 mosquitto_pub 上报第一条数据。', -1],
      ['faq', 2, '常见问题', '', 0],
      ['faq-1x2y3z', 3, '提示 Connection Refused: bad user name or password.', 'CONNACK 返回码 4：团队令牌填错。', 1],
    ],
  ],
];

export const FIXTURE_THESAURUS = parseThesaurus(`groups:
  - [断线, 离线, 掉线]
  - [组态, HMI]
  - [上位机, 工控机]
`);

export interface FixtureIndex {
  files: Map<string, unknown>;
  /** Files read so far, in order. */
  reads: string[];
  /** Files whose next read fails (each once). */
  failNext: Set<string>;
  load: (file: string) => Promise<unknown>;
}

export function fixtureIndex(pages: IndexPage[] = [...FIXTURE_PAGES, ...CODE_PAGES], shardChars = 200): FixtureIndex {
  const files = writeIndex(pages, 'zh-Hans', {baseUrl: '/', thesaurus: FIXTURE_THESAURUS, shardChars, docsChars: 300});
  const index: FixtureIndex = {
    files,
    reads: [],
    failNext: new Set(),
    load: (file) => {
      index.reads.push(file);
      if (index.failNext.delete(file)) return Promise.reject(new Error(`offline: ${file}`));
      if (!files.has(file)) return Promise.reject(new Error(`no such file: ${file}`));
      // A copy, as a fetch would give.
      return Promise.resolve(JSON.parse(JSON.stringify(files.get(file))) as unknown);
    },
  };
  return index;
}

export function fixtureClient(index: FixtureIndex = fixtureIndex()): LocalSearchClient {
  return new LocalSearchClient({load: index.load, origin: 'https://docs.example'});
}

/** Routes (with #anchor) of a page query's hits, in order. */
export async function routes(query: string, client = fixtureClient(), products: string[] = []): Promise<string[]> {
  const answer = await client.query({query, page: 0, hitsPerPage: 50, products, facetFilters: []});
  return answer.hits.map((h) => h.route + (h.anchor ? `#${h.anchor}` : ''));
}
