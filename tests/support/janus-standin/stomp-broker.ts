/**
 * A small STOMP 1.0–1.2 broker for tests: CONNECT/STOMP, SUBSCRIBE, UNSUBSCRIBE, SEND, ACK/NACK (accepted), DISCONNECT,
 * receipts, ERROR frames and heart-beats, over any text transport (WebSocket, SockJS). Frames are parsed from a byte
 * stream, so frames split across or packed into transport messages are handled, and content-length is honoured.
 * Destinations match exactly (no wildcards); delivery is at-most-once with auto acknowledgement.
 */
import {randomUUID} from 'node:crypto';

export type StompHeaders = Record<string, string>;

export interface StompFrame {
  command: string;
  headers: StompHeaders;
  body: string;
}

/** The transport a session runs over: text in, text out. */
export interface StompTransport {
  send(text: string): void;
  close(): void;
  /** Remote address for logs. */
  readonly remote: string;
}

export interface BrokerOptions {
  /** Decides whether a CONNECT may proceed; return an error message to refuse it. */
  authenticate?: (headers: StompHeaders) => string | null;
  /** Decides whether a SUBSCRIBE may proceed; return an error message to refuse it. */
  authorizeSubscribe?: (destination: string, session: BrokerSession) => string | null;
  /** Decides whether a client SEND is delivered (false: silently dropped, as Janus does for device topics). */
  acceptSend?: (destination: string, session: BrokerSession) => boolean;
  /** Heart-beat the broker offers in CONNECTED, [can send every ms, wants to receive every ms]. Default [10000, 10000]. */
  heartBeat?: [number, number];
  /** A client silent for this many times the negotiated receive interval is disconnected. Default 3. */
  heartBeatGrace?: number;
  serverName?: string;
}

const SUPPORTED_VERSIONS = ['1.2', '1.1', '1.0'];
const EOL = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

function escapeHeader(value: string, version: string): string {
  if (version === '1.0') return value;
  const escaped = value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/:/g, '\\c');
  return version === '1.2' ? escaped.replace(/\r/g, '\\r') : escaped;
}

function unescapeHeader(value: string, version: string): string {
  if (version === '1.0') return value;
  return value.replace(/\\([\\nrc])/g, (_m, c: string) => ({'\\': '\\', n: '\n', r: '\r', c: ':'})[c] ?? c);
}

export function serializeFrame(frame: StompFrame, version = '1.2'): string {
  const lines = [frame.command];
  const escape = frame.command !== 'CONNECTED' && frame.command !== 'CONNECT';
  for (const [k, v] of Object.entries(frame.headers)) {
    lines.push(`${escape ? escapeHeader(k, version) : k}:${escape ? escapeHeader(v, version) : v}`);
  }
  if (frame.body !== '' || frame.command === 'MESSAGE' || frame.command === 'ERROR') {
    lines.push(`content-length:${Buffer.byteLength(frame.body, 'utf8')}`);
  }
  return `${lines.join('\n')}\n\n${frame.body}\0`;
}

/** Incremental frame parser over a byte stream. Heart-beat EOLs between frames are reported separately. */
export class FrameParser {
  private buffer: Buffer = Buffer.alloc(0);

  constructor(
    private readonly onFrame: (frame: StompFrame) => void,
    private readonly onHeartBeat: () => void,
    private readonly version: () => string,
  ) {}

  push(chunk: string | Buffer): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, bytes]) : bytes;
    for (;;) {
      // Skip heart-beats (EOL or CRLF) before a frame.
      let start = 0;
      while (start < this.buffer.length && (this.buffer[start] === EOL || this.buffer[start] === CR)) {
        if (this.buffer[start] === EOL) this.onHeartBeat();
        start += 1;
      }
      if (start) this.buffer = this.buffer.subarray(start);
      if (this.buffer.length === 0) return;
      const headerEnd = this.findHeaderEnd();
      if (headerEnd < 0) return;
      const head = this.buffer.subarray(0, headerEnd.valueOf()).toString('utf8');
      const bodyStart = headerEnd + (this.buffer[headerEnd] === CR ? 4 : 2);
      const lines = head.split(/\r?\n/);
      const command = lines[0].trim();
      const headers: StompHeaders = {};
      const unescape = command !== 'CONNECT' && command !== 'STOMP' && command !== 'CONNECTED';
      for (const line of lines.slice(1)) {
        const i = line.indexOf(':');
        if (i < 0) throw new Error(`malformed header line "${line}"`);
        const key = unescape ? unescapeHeader(line.slice(0, i), this.version()) : line.slice(0, i);
        const value = unescape ? unescapeHeader(line.slice(i + 1), this.version()) : line.slice(i + 1);
        if (!(key in headers)) headers[key] = value; // The first occurrence wins (STOMP 1.2).
      }
      let bodyEnd: number;
      if (headers['content-length'] !== undefined) {
        const length = Number(headers['content-length']);
        if (!Number.isInteger(length) || length < 0) throw new Error('invalid content-length');
        bodyEnd = bodyStart + length;
        if (this.buffer.length < bodyEnd + 1) return;
        if (this.buffer[bodyEnd] !== NUL) throw new Error('frame body longer than content-length');
      } else {
        bodyEnd = this.buffer.indexOf(NUL, bodyStart);
        if (bodyEnd < 0) return;
      }
      const body = this.buffer.subarray(bodyStart, bodyEnd).toString('utf8');
      this.buffer = this.buffer.subarray(bodyEnd + 1);
      this.onFrame({command, headers, body});
    }
  }

  /** Index of the blank line ending the headers ("\n\n" or "\r\n\r\n"), or -1 while incomplete. */
  private findHeaderEnd(): number {
    for (let i = 0; i < this.buffer.length - 1; i += 1) {
      if (this.buffer[i] === EOL && this.buffer[i + 1] === EOL) return i;
      if (
        this.buffer[i] === CR &&
        this.buffer[i + 1] === EOL &&
        this.buffer[i + 2] === CR &&
        this.buffer[i + 3] === EOL
      )
        return i;
      if (this.buffer[i] === NUL) throw new Error('NUL inside frame headers');
    }
    return -1;
  }
}

interface Subscription {
  id: string;
  destination: string;
}

export class BrokerSession {
  readonly id = randomUUID();
  version = '1.0';
  connected = false;
  login: string | null = null;
  readonly subscriptions = new Map<string, Subscription>();
  private readonly parser: FrameParser;
  private sendTimer: NodeJS.Timeout | null = null;
  private checkTimer: NodeJS.Timeout | null = null;
  private lastReceived = Date.now();
  private closed = false;

  constructor(
    private readonly broker: StompBroker,
    private readonly transport: StompTransport,
  ) {
    this.parser = new FrameParser(
      (frame) => this.handle(frame),
      () => undefined,
      () => this.version,
    );
  }

  receive(chunk: string | Buffer): void {
    if (this.closed) return;
    this.lastReceived = Date.now();
    try {
      this.parser.push(chunk);
    } catch (e) {
      this.error(`帧格式错误：${e instanceof Error ? e.message : String(e)}`);
    }
  }

  send(frame: StompFrame): void {
    if (this.closed) return;
    this.transport.send(serializeFrame(frame, this.version));
  }

  /** Sends an ERROR frame and closes the connection, as the STOMP specification requires. */
  error(message: string, body = '', receiptId?: string): void {
    const headers: StompHeaders = {message, 'content-type': 'text/plain;charset=UTF-8'};
    if (receiptId) headers['receipt-id'] = receiptId;
    this.send({command: 'ERROR', headers, body});
    this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.sendTimer) clearInterval(this.sendTimer);
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.broker.detach(this);
    // Give the transport a moment to flush a final ERROR or RECEIPT frame.
    setTimeout(() => this.transport.close(), 50);
  }

  /** Called by the transport when the peer went away. */
  transportClosed(): void {
    this.closed = true;
    if (this.sendTimer) clearInterval(this.sendTimer);
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.broker.detach(this);
  }

  private handle(frame: StompFrame): void {
    if (!this.connected) {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
        this.error('未连接：第一帧必须是 CONNECT');
        return;
      }
      this.connect(frame);
      return;
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        this.subscribe(frame);
        break;
      case 'UNSUBSCRIBE': {
        const id = frame.headers['id'] ?? frame.headers['destination'];
        if (!id) return this.error('UNSUBSCRIBE 缺少 id 头');
        this.subscriptions.delete(id);
        break;
      }
      case 'SEND': {
        const destination = frame.headers['destination'];
        if (!destination) return this.error('SEND 缺少 destination 头');
        if (this.broker.acceptSend(destination, this)) {
          const headers = {...frame.headers};
          for (const key of ['destination', 'receipt', 'content-length', 'transaction']) delete headers[key];
          this.broker.publish(destination, frame.body, headers);
        }
        break;
      }
      case 'ACK':
      case 'NACK':
        break;
      case 'DISCONNECT':
        if (frame.headers['receipt'])
          this.send({command: 'RECEIPT', headers: {'receipt-id': frame.headers['receipt']}, body: ''});
        this.close();
        return;
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        return this.error('不支持事务', '', frame.headers['receipt']);
      default:
        return this.error(`未知命令 ${frame.command}`, '', frame.headers['receipt']);
    }
    if (frame.headers['receipt'])
      this.send({command: 'RECEIPT', headers: {'receipt-id': frame.headers['receipt']}, body: ''});
  }

  private connect(frame: StompFrame): void {
    const accepted = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    const version = SUPPORTED_VERSIONS.find((v) => accepted.includes(v));
    if (!version) {
      this.send({
        command: 'ERROR',
        headers: {version: SUPPORTED_VERSIONS.join(','), 'content-type': 'text/plain', message: '不支持的 STOMP 版本'},
        body: `Supported protocol versions are ${SUPPORTED_VERSIONS.join(',')}`,
      });
      this.close();
      return;
    }
    this.version = version;
    const refusal = this.broker.authenticate(frame.headers);
    if (refusal) return this.error(refusal);
    this.login = frame.headers['login'] ?? null;
    this.connected = true;

    const [serverSend, serverReceive] = this.broker.heartBeat;
    const [clientSend, clientReceive] = (frame.headers['heart-beat'] ?? '0,0')
      .split(',')
      .map((v) => Number(v.trim()) || 0);
    const headers: StompHeaders = {version, session: this.id, server: this.broker.serverName};
    if (version !== '1.0') headers['heart-beat'] = `${serverSend},${serverReceive}`;
    this.send({command: 'CONNECTED', headers, body: ''});

    if (version !== '1.0') {
      const sendEvery = serverSend && clientReceive ? Math.max(serverSend, clientReceive) : 0;
      const expectEvery = clientSend && serverReceive ? Math.max(clientSend, serverReceive) : 0;
      if (sendEvery) this.sendTimer = setInterval(() => this.transport.send('\n'), sendEvery);
      if (expectEvery) {
        const limit = expectEvery * this.broker.heartBeatGrace;
        this.checkTimer = setInterval(() => {
          if (Date.now() - this.lastReceived > limit) this.close();
        }, expectEvery);
      }
    }
  }

  private subscribe(frame: StompFrame): void {
    const destination = frame.headers['destination'];
    if (!destination) return this.error('SUBSCRIBE 缺少 destination 头');
    const id = frame.headers['id'] ?? (this.version === '1.0' ? destination : undefined);
    if (!id) return this.error('SUBSCRIBE 缺少 id 头');
    const refusal = this.broker.authorizeSubscribe(destination, this);
    if (refusal) return this.error(refusal, '', frame.headers['receipt']);
    this.subscriptions.set(id, {id, destination});
    this.broker.notifySubscribed(destination);
  }

  deliver(destination: string, body: string, headers: StompHeaders): number {
    let delivered = 0;
    for (const sub of this.subscriptions.values()) {
      if (sub.destination !== destination) continue;
      this.send({
        command: 'MESSAGE',
        headers: {...headers, destination, subscription: sub.id, 'message-id': randomUUID(), ack: randomUUID()},
        body,
      });
      delivered += 1;
    }
    return delivered;
  }
}

export class StompBroker {
  readonly heartBeat: [number, number];
  readonly heartBeatGrace: number;
  readonly serverName: string;
  private readonly sessions = new Set<BrokerSession>();
  private readonly subscribeWaiters = new Map<string, Array<() => void>>();

  constructor(private readonly options: BrokerOptions = {}) {
    this.heartBeat = options.heartBeat ?? [10_000, 10_000];
    this.heartBeatGrace = options.heartBeatGrace ?? 3;
    this.serverName = options.serverName ?? 'stomp-broker/1.0';
  }

  attach(transport: StompTransport): BrokerSession {
    const session = new BrokerSession(this, transport);
    this.sessions.add(session);
    return session;
  }

  detach(session: BrokerSession): void {
    this.sessions.delete(session);
  }

  authenticate(headers: StompHeaders): string | null {
    return this.options.authenticate ? this.options.authenticate(headers) : null;
  }

  authorizeSubscribe(destination: string, session: BrokerSession): string | null {
    return this.options.authorizeSubscribe ? this.options.authorizeSubscribe(destination, session) : null;
  }

  acceptSend(destination: string, session: BrokerSession): boolean {
    return this.options.acceptSend ? this.options.acceptSend(destination, session) : true;
  }

  /** Delivers a message to every subscriber of the destination; returns how many subscriptions received it. */
  publish(destination: string, body: string, headers: StompHeaders = {}): number {
    let delivered = 0;
    for (const session of this.sessions) delivered += session.deliver(destination, body, headers);
    return delivered;
  }

  subscriberCount(destination: string): number {
    let n = 0;
    for (const session of this.sessions) {
      for (const sub of session.subscriptions.values()) if (sub.destination === destination) n += 1;
    }
    return n;
  }

  /** Resolves once at least one session subscribes to the destination (immediately if one already has). */
  waitForSubscriber(destination: string, timeoutMs = 10_000): Promise<void> {
    if (this.subscriberCount(destination) > 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no subscriber to ${destination} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const list = this.subscribeWaiters.get(destination) ?? [];
      list.push(() => {
        clearTimeout(timer);
        resolve();
      });
      this.subscribeWaiters.set(destination, list);
    });
  }

  notifySubscribed(destination: string): void {
    const list = this.subscribeWaiters.get(destination);
    if (!list) return;
    this.subscribeWaiters.delete(destination);
    for (const fn of list) fn();
  }

  get sessionCount(): number {
    return this.sessions.size;
  }

  closeAll(): void {
    for (const session of [...this.sessions]) session.close();
  }
}
