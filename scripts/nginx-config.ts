/**
 * Generates the nginx configuration for a build: the server block (deploy/nginx-site.conf.template) and the security
 * headers snippet (deploy/security-headers.conf.template), with a Content-Security-Policy whose script-src lists the
 * SHA-256 hashes of the inline scripts the build's HTML contains. Run it after every build.
 *
 *   npx tsx scripts/nginx-config.ts --root /var/www/docs/build --listen 80 --server-name docs.example.com \
 *     --out-dir /etc/nginx/docs-site
 *
 * then `include /etc/nginx/docs-site/site.conf;` inside nginx's http block.
 * --connect-src adds origins the pages may fetch from (a hosted search service, for example).
 * Reader feedback (src/feedback/) is always on: POSTs to /feedback are written as JSON lines to --feedback-log FILE
 * (default /var/log/nginx/docs-feedback.log), at most --feedback-rate N items per minute per client (default 10, with
 * a burst of 20); see src/feedback/build/nginx.ts.
 * --ask-ai-upstream http://HOST:PORT/v1 proxies a build's Ask AI (ASK_AI_MODEL) to the plant's model server, at
 * --ask-ai-path (default: ASK_AI_PATH or /ask-ai/v1), writing like/dislike to --ask-ai-feedback-log FILE (default
 * /var/log/nginx/ask-ai-feedback.log), at most --ask-ai-rate N requests per minute per client (default 20); see
 * src/askai/build/nginx.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from './lib/docs';
import {elementsOf} from './lib/html';
import {ASK_AI_NGINX_DEFAULTS, askAiHttpBlock, askAiLocations, type AskAiNginxOptions} from '../src/askai/build/nginx';
import {
  FEEDBACK_NGINX_DEFAULTS,
  feedbackHttpBlock,
  feedbackLocations,
  type FeedbackNginxOptions,
} from '../src/feedback/build/nginx';

export interface NginxOptions {
  root: string;
  listen: string;
  serverName: string;
  outDir: string;
  connectSrc: string[];
  /** Ask AI's proxy and feedback log, for a build with ASK_AI_MODEL. */
  askAi?: AskAiNginxOptions;
  /** Where reader feedback is logged and how often a client may send it; FEEDBACK_NGINX_DEFAULTS when unset. */
  feedback?: Partial<FeedbackNginxOptions>;
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(full);
    return e.name.endsWith('.html') ? [full] : [];
  });
}

/** SHA-256 sources of every executable inline script in the build, sorted and unique. */
export function inlineScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(buildDir)) {
    for (const {attribs, text} of elementsOf(fs.readFileSync(file, 'utf8'), 'script')) {
      if ('src' in attribs || (attribs.type && !/javascript|module/.test(attribs.type))) continue;
      hashes.add(`'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

export function contentSecurityPolicy(buildDir: string, connectSrc: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(buildDir).join(' ')}`.trim(),
    // Docusaurus and medium-zoom set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectSrc.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function writeNginxConfig(opts: NginxOptions): {site: string; snippet: string} {
  if (!fs.existsSync(path.join(opts.root, 'index.html'))) {
    throw new Error(`nginx-config: ${opts.root} holds no build (no index.html); run \`npm run build\` first`);
  }
  fs.mkdirSync(opts.outDir, {recursive: true});
  const snippet = path.join(opts.outDir, 'security-headers.conf');
  const site = path.join(opts.outDir, 'site.conf');
  const feedback = {...FEEDBACK_NGINX_DEFAULTS, ...opts.feedback};
  const http = feedbackHttpBlock(feedback) + (opts.askAi ? askAiHttpBlock(opts.askAi) : '');
  const fill = (template: string) =>
    fs
      .readFileSync(path.join(ROOT, 'deploy', template), 'utf8')
      .replaceAll('@LISTEN@', opts.listen)
      .replaceAll('@SERVER_NAME@', opts.serverName)
      .replaceAll('@ROOT@', path.resolve(opts.root))
      .replaceAll('@HTTP@', http)
      .replaceAll('@FEEDBACK@', feedbackLocations(feedback, snippet))
      .replaceAll('@ASK_AI@', opts.askAi ? askAiLocations(opts.askAi, snippet) : '')
      .replaceAll('@SNIPPET@', snippet)
      .replaceAll('@CSP@', contentSecurityPolicy(opts.root, opts.connectSrc));
  fs.writeFileSync(snippet, fill('security-headers.conf.template'));
  fs.writeFileSync(site, fill('nginx-site.conf.template'));
  return {site, snippet};
}

function parseArgs(argv: string[]): NginxOptions {
  const get = (name: string, fallback?: string): string => {
    const i = argv.indexOf(`--${name}`);
    const value = i >= 0 ? argv[i + 1] : fallback;
    if (value === undefined || value.startsWith('--')) {
      throw new Error(`nginx-config: --${name} needs a value (see the usage at the top of scripts/nginx-config.ts)`);
    }
    return value;
  };
  const known = new Set([
    '--root',
    '--listen',
    '--server-name',
    '--out-dir',
    '--connect-src',
    '--ask-ai-upstream',
    '--ask-ai-path',
    '--ask-ai-feedback-log',
    '--ask-ai-rate',
    '--feedback-log',
    '--feedback-rate',
  ]);
  for (const a of argv) if (a.startsWith('--') && !known.has(a)) throw new Error(`nginx-config: unknown option ${a}`);
  return {
    root: get('root', path.join(ROOT, 'build')),
    listen: get('listen', '80'),
    serverName: get('server-name', '_'),
    outDir: get('out-dir'),
    connectSrc: argv.includes('--connect-src') ? get('connect-src').split(/\s+/) : [],
    feedback: {
      log: get('feedback-log', FEEDBACK_NGINX_DEFAULTS.log),
      ratePerMinute: Number(get('feedback-rate', String(FEEDBACK_NGINX_DEFAULTS.ratePerMinute))),
    },
    ...(argv.includes('--ask-ai-upstream')
      ? {
          askAi: {
            upstream: get('ask-ai-upstream'),
            path: get('ask-ai-path', process.env.ASK_AI_PATH || ASK_AI_NGINX_DEFAULTS.path),
            feedbackLog: get('ask-ai-feedback-log', ASK_AI_NGINX_DEFAULTS.feedbackLog),
            ratePerMinute: Number(get('ask-ai-rate', String(ASK_AI_NGINX_DEFAULTS.ratePerMinute))),
          },
        }
      : {}),
  };
}

if (require.main === module) {
  try {
    const {site} = writeNginxConfig(parseArgs(process.argv.slice(2)));
    console.log(`wrote ${site}`);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
