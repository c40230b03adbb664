/**
 * The page the service worker answers with when the network is gone and the page asked for was never saved: it says
 * so and links every page this device can show, under its family (the pages families share under a heading of their
 * own), with the title the build recorded. Titles are escaped; the page has no script (the site's CSP allows inline
 * styles only).
 */
import type {OfflineIndex} from './families';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);

export function offlinePageHtml(index: OfflineIndex, available: Set<string>): string {
  const known = new Set<string>();
  // The pages every family shares (the glossary, the compatibility matrix) come after the families, once.
  const groups = [...index.families, {label: '各产品通用', pages: index.shared ?? []}];
  const sections = groups.flatMap((group) => {
    const pages = group.pages.filter((page) => available.has(page.path));
    for (const page of pages) known.add(page.path);
    if (pages.length === 0) return [];
    const items = pages.map((p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.title)}</a></li>`).join('');
    return [`<h2>${escapeHtml(group.label)}</h2><ul>${items}</ul>`];
  });
  const others = [...available].filter((p) => !known.has(p)).sort();
  if (others.length > 0) {
    const items = others.map((p) => `<li><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></li>`).join('');
    sections.push(`<h2>其他页面</h2><ul>${items}</ul>`);
  }
  const body =
    sections.length > 0
      ? `<p>以下页面已保存在本设备上，可以离线阅读：</p>${sections.join('')}`
      : '<p>本设备上还没有保存任何页面。联网后打开的页面会自动保存，也可以在产品首页选择「离线保存本产品文档」。</p>';
  return `<!DOCTYPE html><html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>离线：本页未保存 | 产品文档中心</title><style>body{font:16px/1.6 system-ui,-apple-system,"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1c1e21}h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:1.5rem}a{color:#0b3d91}li{margin:.25rem 0}</style></head><body><main><h1>网络已断开，本页尚未保存</h1>${body}<p>网络恢复后刷新本页即可继续阅读。</p></main></body></html>`;
}
