/**
 * Whether the build ships Ask AI against the plant's own model, decided from environment variables at build time:
 *  - ASK_AI_MODEL unset or empty: off, and no AI code or string reaches any page (./plugin.ts swaps in an empty entry);
 *  - ASK_AI_MODEL=<model name>: on; the browser posts OpenAI-compatible chat requests to ASK_AI_PATH (default
 *    /ask-ai/v1), a path of this site that nginx proxies to the model server (scripts/nginx-config.ts --ask-ai-upstream).
 * Retrieval reads the local search index, so the mode needs local search; a hosted assistant (DOCSEARCH_ASSISTANT_ID)
 * takes precedence, and a hosted index without one cannot feed the prompt: both stop or are named in the build's output.
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

/** The Ask AI options of a build, or null when the mode is off; `notice` says why a set model is not used. */
export function resolveAskAi(
  env: Record<string, string | undefined>,
  search: SearchMode,
): {options: AskAiOptions | null; notice?: string} {
  const model = env[ASK_AI_ENV.model]?.trim();
  if (!model) return {options: null};
  if (search.mode === 'hosted' && search.assistantId) {
    return {
      options: null,
      notice: `${ASK_AI_ENV.model} is set, but DOCSEARCH_ASSISTANT_ID names a hosted assistant: this build uses the hosted assistant.`,
    };
  }
  if (search.mode === 'hosted') {
    throw new AskAiConfigError(
      `${ASK_AI_ENV.model} answers from the local search index, but the DOCSEARCH_* variables select a hosted index: ` +
        `unset them for Ask AI on premises, or set DOCSEARCH_ASSISTANT_ID for the hosted assistant.`,
    );
  }
  const options = {model, path: normalizeAskAiPath(env[ASK_AI_ENV.path] || DEFAULT_ASK_AI_PATH)};
  return {options, notice: `this build uses Ask AI on premises: model ${model}, API path ${options.path}.`};
}
