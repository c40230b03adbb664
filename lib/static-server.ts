/**
 * Serves the build the way the production nginx does (deploy/): /a/b → a/b.html, a directory → its index.html,
 * anything else → 404.html with status 404. No redirects, so client-side behaviour (e.g. stripping /index.html) is
 * what the tests see. Usage: tsx lib/static-server.ts [port] [dir]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.zip': 'application/zip',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

export function resolveFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const base = path.resolve(root, '.' + path.posix.normalize(decoded));
  if (!base.startsWith(path.resolve(root))) return null;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export function createStaticServer(root: string): http.Server {
  return http.createServer((req, res) => {
    const file = resolveFile(root, req.url ?? '/');
    const status = file ? 200 : 404;
    const body = file ?? path.join(root, '404.html');
    res.writeHead(status, {
      'Content-Type': TYPES[path.extname(body)] ?? 'application/octet-stream',
      // The offline panel reads file sizes from HEAD requests, as it does from nginx.
      'Content-Length': fs.statSync(body).size,
    });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(body).pipe(res);
  });
}

if (require.main === module) {
  const port = Number(process.argv[2] ?? 3210);
  const root = path.resolve(process.argv[3] ?? 'build');
  createStaticServer(root).listen(port, '127.0.0.1', () => console.log(`serving ${root} on http://127.0.0.1:${port}`));
}
