/**
 * The nginx part of Ask AI (scripts/nginx-config.ts --ask-ai-upstream): the browser posts to this site's own
 * `{path}/chat/completions`, which nginx proxies to the plant's model server with buffering off (each token reaches
 * the reader as it is generated), a body size limit, a per-client rate limit and timeouts; nothing else under `{path}/`
 * reaches the model server. `{path}/feedback` (like/dislike) is written to a log file on this server: nginx logs a
 * request body only once it has read it for a proxy, so the feedback location proxies to a location of this same
 * server that answers 204. The pages need no new CSP origin: everything is same-origin.
 */
import {DEFAULT_ASK_AI_PATH, normalizeAskAiPath} from './options';

export interface AskAiNginxOptions {
  /** The model server's OpenAI-compatible base URL, e.g. http://10.0.0.5:11434/v1. */
  upstream: string;
  /** ASK_AI_PATH of the build. */
  path: string;
  /** Where nginx writes the feedback records (JSON lines). */
  feedbackLog: string;
  /** Requests per minute per client address (questions and feedback together). */
  ratePerMinute: number;
}

export const ASK_AI_NGINX_DEFAULTS = {
  path: DEFAULT_ASK_AI_PATH,
  feedbackLog: '/var/log/nginx/ask-ai-feedback.log',
  ratePerMinute: 20,
} as const;

/** Longest answer nginx waits for between two reads from the model server (a slow CPU model thinks long). */
export const PROXY_READ_TIMEOUT_SECONDS = 300;

export function normalizeUpstream(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`nginx-config: --ask-ai-upstream must be a URL such as http://10.0.0.5:11434/v1, not ${value}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || /[\s;{}'"]/.test(value)) {
    throw new Error(`nginx-config: --ask-ai-upstream must be a plain http(s) URL such as http://10.0.0.5:11434/v1`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Directives for nginx's http block (the rate limit's zone, the feedback log's format). */
export function askAiHttpBlock(opts: AskAiNginxOptions): string {
  if (!Number.isInteger(opts.ratePerMinute) || opts.ratePerMinute < 1) {
    throw new Error(`nginx-config: --ask-ai-rate must be a whole number of requests per minute, not ${opts.ratePerMinute}`);
  }
  return `# Ask AI (src/askai/build/nginx.ts): one rate-limit bucket per client address; feedback as JSON lines.
limit_req_zone $binary_remote_addr zone=ask_ai:10m rate=${opts.ratePerMinute}r/m;
log_format ask_ai_feedback escape=json '{"time":"$time_iso8601","client":"$remote_addr","feedback":"$request_body"}';
map $server_addr $ask_ai_self {
    ~: [$server_addr];
    default $server_addr;
}
`;
}

/** Locations for the server block; `snippet` is the security headers include. */
export function askAiLocations(opts: AskAiNginxOptions, snippet: string): string {
  const path = normalizeAskAiPath(opts.path);
  const upstream = normalizeUpstream(opts.upstream);
  return `
    # Ask AI: the chat API of the model server at ${upstream}, streamed.
    location = ${path}/chat/completions {
        include ${snippet};
        add_header Cache-Control "no-store" always;
        limit_except POST { deny all; }
        limit_req zone=ask_ai burst=10 nodelay;
        limit_req_status 429;
        client_max_body_size 64k;
        # The whole prompt in memory: a question with its sections is often over the 16 KB default, and a body written
        # to a temporary file needs a folder nginx's workers may write (500 where they may not).
        client_body_buffer_size 64k;
        proxy_pass ${upstream}/chat/completions;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Cookie "";
        proxy_buffering off;
        proxy_cache off;
        proxy_connect_timeout 5s;
        proxy_send_timeout 30s;
        proxy_read_timeout ${PROXY_READ_TIMEOUT_SECONDS}s;
    }

    # Ask AI: like/dislike, logged to ${opts.feedbackLog}.
    location = ${path}/feedback {
        include ${snippet};
        limit_except POST { deny all; }
        limit_req zone=ask_ai burst=10 nodelay;
        limit_req_status 429;
        client_max_body_size 32k;
        client_body_buffer_size 32k;
        access_log ${opts.feedbackLog} ask_ai_feedback;
        proxy_pass http://$ask_ai_self:$server_port/__ask-ai-feedback-logged;
    }

    location = /__ask-ai-feedback-logged {
        access_log off;
        return 204;
    }

    location ${path}/ {
        include ${snippet};
        return 404;
    }
`;
}
