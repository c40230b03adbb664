/**
 * The OpenAI-compatible streaming client: posts the messages to `{path}/chat/completions` with `stream: true` and
 * reads the server-sent events (`data: {json}` lines, then `data: [DONE]`), handing each piece of text to `onText`.
 * A stream that sends nothing for `stallMs` is stopped; the caller's signal stops it at once (the reader's「停止」).
 * Every failure is an AskAiError whose kind the UI turns into its message; the text received so far stays the caller's.
 */
import type {ChatMessage} from '../engine/prompt';

export type AskAiErrorKind =
  /** No answer from the server at all (offline, nginx or the model server unreachable). */
  | 'network'
  /** The server answered with an HTTP error status. */
  | 'http'
  /** The model reported an error inside the stream. */
  | 'model'
  /** No data for stallMs. */
  | 'stall'
  /** A data line that is not JSON of the expected shape. */
  | 'chunk'
  /** The stream ended before [DONE]. */
  | 'cut'
  /** The device went offline while the answer came (the browser said so; the connection might only hang). */
  | 'offline';

export class AskAiError extends Error {
  override name = 'AskAiError';
  constructor(
    readonly kind: AskAiErrorKind,
    message: string,
    readonly status?: number,
    /** For 'stall': how long it waited, in ms. */
    readonly waitedMs?: number,
  ) {
    super(message);
  }
}

/** The text of one event's data: a piece of the answer, '' for none, or null for the end. Throws on a bad chunk. */
export function parseData(data: string): string | null {
  if (data === '[DONE]') return null;
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new AskAiError('chunk', `not JSON: ${data.slice(0, 80)}`);
  }
  if (typeof chunk !== 'object' || chunk === null) throw new AskAiError('chunk', `not an object: ${data.slice(0, 80)}`);
  const {error, choices} = chunk as {error?: {message?: unknown}; choices?: unknown};
  if (error) throw new AskAiError('model', String(error.message ?? 'model error'));
  if (!Array.isArray(choices)) throw new AskAiError('chunk', `no choices: ${data.slice(0, 80)}`);
  const content = (choices[0] as {delta?: {content?: unknown}} | undefined)?.delta?.content;
  if (content === undefined || content === null) return '';
  if (typeof content !== 'string') throw new AskAiError('chunk', 'content is not text');
  return content;
}

/**
 * Splits a growing SSE text into complete lines: returns the data payloads of the complete `data:` lines and the rest
 * (an unfinished line) to prepend to the next read. Comments (`:`), `event:` and `id:` lines are skipped.
 */
export function takeDataLines(buffer: string): {data: string[]; rest: string} {
  const lines = buffer.split(/\r?\n/);
  const rest = lines.pop() ?? '';
  const data = lines.filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim());
  return {data, rest};
}

export interface ChatRequest {
  /** Same-origin API path (ASK_AI_PATH), without a trailing slash. */
  path: string;
  model: string;
  messages: ChatMessage[];
  onText: (text: string) => void;
  /** Stops the request (the reader's「停止」). */
  signal: AbortSignal;
  /** No data for this long between two pieces stops the stream with a 'stall' error. */
  stallMs: number;
  /** The same before the first piece, which waits for the model to read the whole prompt (long on a CPU). */
  firstMs: number;
}

export async function streamChat({
  path,
  model,
  messages,
  onText,
  signal,
  stallMs,
  firstMs,
}: ChatRequest): Promise<void> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop, {once: true});
  let stalled = false;
  let offline = false;
  const goneOffline = () => {
    offline = true;
    controller.abort();
  };
  if (typeof window !== 'undefined') window.addEventListener('offline', goneOffline);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waited = firstMs;
  const arm = (ms: number) => {
    clearTimeout(timer);
    waited = ms;
    timer = setTimeout(() => {
      stalled = true;
      controller.abort();
    }, ms);
  };
  const failure = (error: unknown): never => {
    if (stalled) throw new AskAiError('stall', `no data for ${waited} ms`, undefined, waited);
    if (offline) throw new AskAiError('offline', 'the device went offline');
    if (signal.aborted) throw error; // the reader stopped: the caller knows
    if (error instanceof AskAiError) throw error;
    throw new AskAiError('network', String(error));
  };
  try {
    arm(firstMs);
    let response: Response;
    try {
      response = await fetch(`${path}/chat/completions`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Accept: 'text/event-stream'},
        body: JSON.stringify({model, messages, stream: true}),
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      return failure(error);
    }
    if (!response.ok || !response.body) {
      throw new AskAiError('http', `HTTP ${response.status}`, response.status);
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let received = false;
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch (error) {
        // The answer had begun: the connection broke mid-stream (network gone, a proxy or the model server died).
        return failure(stalled || offline || signal.aborted ? error : new AskAiError('cut', String(error)));
      }
      if (chunk.done) throw new AskAiError('cut', 'the stream ended before [DONE]');
      const {data, rest} = takeDataLines(buffer + chunk.value);
      // Until the first text, any data (a keep-alive, a role-only chunk) restarts the longer wait.
      arm(received ? stallMs : firstMs);
      buffer = rest;
      for (const payload of data) {
        const text = parseData(payload);
        if (text === null) {
          await reader.cancel().catch(() => undefined);
          return;
        }
        if (text) {
          received = true;
          arm(stallMs);
          onText(text);
        }
      }
    }
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
    if (typeof window !== 'undefined') window.removeEventListener('offline', goneOffline);
    controller.abort();
  }
}
