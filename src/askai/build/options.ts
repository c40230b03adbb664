/**
 * Which Ask AI the build ships, decided from environment variables at build time:
 *  - ASK_AI_MODEL unset or empty: none of this site's own, and no AI code or string of it reaches any page (./plugin.ts
 *    swaps in an empty entry); DOCSEARCH_ASSISTANT_ID with a hosted index still gives Algolia's hosted assistant;
 *  - ASK_AI_MODEL=<model name>: Ask AI on premises; the browser posts OpenAI-compatible chat requests to ASK_AI_PATH
 *    (default /ask-ai/v1), a path of this site that nginx proxies to the model server (scripts/nginx-config.ts
 *    --ask-ai-upstream). Retrieval reads the local search index in the search worker, so a build whose keyword search
 *    is hosted (DOCSEARCH_*) builds and ships the local index too; no question goes to Algolia;
 *  - both ASK_AI_MODEL and DOCSEARCH_ASSISTANT_ID: the hosted assistant takes precedence.
 * A build that has an Ask AI prints one line saying which (`line`).
 */
import type {SearchMode} from '../../search/build/mode';

export const ASK_AI_ENV = {model: 'ASK_AI_MODEL', path: 'ASK_AI_PATH'} as const;
export const DEFAULT_ASK_AI_PATH = '/ask-ai/v1';

export interface AskAiOptions {
  /** The model name sent in each request (as the model server knows it, e.g. qwen2.5:7b-instruct). */
  model: string;
  /** Same-origin path of the OpenAI-compatible API, without a trailing slash. */
  path: string;
}

export class AskAiConfigError extends Error {
  override name = 'AskAiConfigError';
}

/** A same-origin absolute path: one leading slash, no trailing one, no query, nothing nginx would read as a pattern. */
export function normalizeAskAiPath(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(trimmed)) {
    throw new AskAiConfigError(
      `${ASK_AI_ENV.path} must be a path of this site such as ${DEFAULT_ASK_AI_PATH} (letters, digits, . _ ~ - between ` +
        `slashes), not ${JSON.stringify(value)}`,
    );
  }
  return trimmed;
}

export interface AskAiDecision {
  /** Ask AI on premises, or null (none, or the hosted assistant). */
  options: AskAiOptions | null;
  /** Whether the build writes the local search index: for local keyword search, or for this Ask AI's retrieval. */
  localIndex: boolean;
  /** The line the build prints, when it has an Ask AI. */
  line?: string;
}

/** Which Ask AI a build ships, and what it needs of the search build. */
export function resolveAskAi(env: Record<string, string | undefined>, search: SearchMode): AskAiDecision {
  const model = env[ASK_AI_ENV.model]?.trim();
  const hosted = search.mode === 'hosted';
  if (hosted && search.assistantId) {
    const ignored = model ? ` (DOCSEARCH_ASSISTANT_ID takes precedence: ${ASK_AI_ENV.model}=${model} is not used)` : '';
    return {
      options: null,
      localIndex: false,
      line: `[ask-ai] Ask AI: Algolia's hosted assistant ${search.assistantId}${ignored}.`,
    };
  }
  if (!model) return {options: null, localIndex: !hosted};
  const options = {model, path: normalizeAskAiPath(env[ASK_AI_ENV.path] || DEFAULT_ASK_AI_PATH)};
  const where = hosted
    ? `; keyword search stays on the hosted index ${search.indexName}, and the local index is built for Ask AI's retrieval`
    : '';
  return {
    options,
    localIndex: true,
    line: `[ask-ai] Ask AI: on premises, model ${model} at ${options.path}${where}.`,
  };
}
