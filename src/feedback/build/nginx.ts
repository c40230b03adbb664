/**
 * The nginx part of reader feedback (scripts/nginx-config.ts writes it into every configuration): the browser posts each
 * item to this site's own `/feedback`, and nginx writes the body as one JSON line (time, client address, body) to the
 * log file the operator names. nginx logs a request body only once it has read it for a proxy, so the location
 * proxies to a location of this same server that answers 204, as Ask AI's feedback does (src/askai/build/nginx.ts).
 * Only accepted posts are logged: a refused one (too large, over the rate, not a POST) writes no line. The pages need
 * no new CSP origin: the post is same-origin.
 */
import {FEEDBACK_PATH, MAX_BODY_BYTES, MAX_QUEUED} from '../protocol';

export interface FeedbackNginxOptions {
  /** Where nginx writes the feedback, one JSON line per item. */
  log: string;
  /** Items per minute per client address. */
  ratePerMinute: number;
}

export const FEEDBACK_NGINX_DEFAULTS: FeedbackNginxOptions = {
  log: '/var/log/nginx/docs-feedback.log',
  ratePerMinute: 10,
};

/** A reader's browser sends what it queued offline in one go: the burst lets a full queue through. */
export const FEEDBACK_BURST = MAX_QUEUED;

function checked(opts: FeedbackNginxOptions): FeedbackNginxOptions {
  if (!Number.isInteger(opts.ratePerMinute) || opts.ratePerMinute < 1) {
    throw new Error(
      `nginx-config: --feedback-rate must be a whole number of items per minute, not ${opts.ratePerMinute}`,
    );
  }
  if (!opts.log.startsWith('/') || /[\s;{}'"$]/.test(opts.log)) {
    throw new Error(`nginx-config: --feedback-log must be an absolute file path, not ${opts.log}`);
  }
  return opts;
}

/** Directives for nginx's http block: the rate limit's zone, the log's format, which statuses are logged. */
export function feedbackHttpBlock(opts: FeedbackNginxOptions): string {
  const {ratePerMinute} = checked(opts);
  return `# Reader feedback (src/feedback/build/nginx.ts): one rate-limit bucket per client address; items as JSON lines.
limit_req_zone $binary_remote_addr zone=docs_feedback:1m rate=${ratePerMinute}r/m;
log_format docs_feedback escape=json '{"time":"$time_iso8601","client":"$remote_addr","body":"$request_body"}';
map $status $docs_feedback_accepted {
    204 1;
    default 0;
}
map $server_addr $docs_feedback_self {
    ~: [$server_addr];
    default $server_addr;
}
`;
}

/** Locations for the server block; `snippet` is the security headers include. */
export function feedbackLocations(opts: FeedbackNginxOptions, snippet: string): string {
  const {log} = checked(opts);
  const size = `${MAX_BODY_BYTES / 1024}k`;
  return `
    # Reader feedback (「这页有帮助吗？」, 「报告问题」): each accepted POST is a line of ${log}.
    location = ${FEEDBACK_PATH} {
        include ${snippet};
        add_header Cache-Control "no-store" always;
        limit_except POST { deny all; }
        limit_req zone=docs_feedback burst=${FEEDBACK_BURST} nodelay;
        limit_req_status 429;
        client_max_body_size ${size};
        client_body_buffer_size ${size};
        client_body_in_single_buffer on;
        access_log ${log} docs_feedback if=$docs_feedback_accepted;
        proxy_pass http://$docs_feedback_self:$server_port/__docs-feedback-logged;
        proxy_set_header Cookie "";
    }

    location = /__docs-feedback-logged {
        access_log off;
        return 204;
    }
`;
}
