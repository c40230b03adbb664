/**
 * The product families a reader can take offline or print as a handbook. A page belongs to the first family whose
 * route prefix it starts with; the denture app is a Neptune app-market application, so it travels with Neptune.
 * Shared by the build step (src/offline/plugin.ts), the browser (src/offline/ui) and the handbooks (src/handbooks).
 */
export interface Family {
  id: string;
  /** The product's name as readers know it. */
  label: string;
  /** Route prefixes of the family's pages. */
  prefixes: string[];
  /** The family's first page: it offers the family's offline download and PDF. */
  landing: string;
  /** The sidebar whose order the handbook follows (Triton's pages sit in Janus's sidebar). */
  sidebar: string | null;
}

export const FAMILIES: Family[] = [
  {
    id: 'neptune',
    label: 'Neptune 工业云平台',
    prefixes: ['/docs/neptune/', '/docs/apps/denture/'],
    landing: '/docs/neptune/user/introduction',
    sidebar: 'neptune',
  },
  {
    id: 'janus',
    label: 'Janus 边缘计算',
    prefixes: ['/docs/janus/'],
    landing: '/docs/janus/user/introduction',
    sidebar: 'janus',
  },
  {
    id: 'triton',
    label: 'Triton 设备连接器',
    prefixes: ['/docs/triton/'],
    landing: '/docs/triton/deploy/introduction',
    sidebar: 'janus',
  },
  {
    id: 'lowcode',
    label: 'Lowcode HMI 组态',
    prefixes: ['/docs/lowcode/'],
    landing: '/docs/lowcode/hmi',
    sidebar: 'lowcode',
  },
  {
    id: 'automation',
    label: 'Automation 流程图控制',
    prefixes: ['/docs/automation/'],
    landing: '/docs/automation/work-flow-intro',
    sidebar: 'automation',
  },
  {
    id: 'open-platform',
    label: 'Neptune 开放平台',
    prefixes: ['/docs/open-platform/'],
    landing: '/docs/open-platform/introduction',
    sidebar: null,
  },
];

export function familyOfPath(pathname: string): Family | undefined {
  return FAMILIES.find((family) => family.prefixes.some((prefix) => pathname.startsWith(prefix)));
}

/** What the build writes to /offline-index.json for the browser and the service worker. */
export interface OfflineIndex {
  families: OfflineFamily[];
}

export interface OfflineFamily {
  id: string;
  label: string;
  landing: string;
  /** Changes whenever a file of the family changes: a saved copy with another revision is refreshed. */
  revision: string;
  pages: {path: string; title: string}[];
  /** Every URL the family needs offline: its pages, their scripts, styles, images and diagrams. */
  files: string[];
  /** Sum of the sizes of `files` as built (uncompressed). */
  bytes: number;
}

export const OFFLINE_INDEX_PATH = '/offline-index.json';
