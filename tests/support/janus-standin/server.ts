/**
 * A stand-in Janus for tests: the two realtime-data endpoint APIs, GET /api/device/query and POST /api/file/upload
 * with the {code, message, data} envelope, STOMP over SockJS at /ws and STOMP over plain WebSocket at /websocket,
 * both backed by one STOMP broker. It behaves as canon/janus-api.md describes Janus: token = 注册码 (API parameter
 * and STOMP login), endpoint URLs built from the request's Host header, topics /ws/deviceData/<uuid> and
 * /websocket/deviceData/<uuid>, CORS open, client SENDs to device topics ignored. Listens on 127.0.0.1 with an
 * ephemeral port. Options make it behave as a Janus behind a faulty proxy: no CORS headers, or every API body cut
 * short.
 */
import {createHash} from 'node:crypto';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import sockjs from 'sockjs';
import {WebSocketServer, type WebSocket} from 'ws';
import {StompBroker} from './stomp-broker';

export interface StandinOptions {
  /** The 注册码 accepted by the HTTP API. */
  token: string;
  /** UUIDs of the devices on this Janus. */
  devices: string[];
  /** The login the STOMP endpoints accept; defaults to token (differs only to provoke an ERROR frame). */
  stompLogin?: string;
  /** Replaces host:port in the endpoint URLs the API returns (to point clients at a closed port). */
  advertisedHost?: string;
  /** false: no CORS headers, as behind a proxy that drops them (a browser page then cannot read any answer). */
  cors?: boolean;
  /** true: every API answer's JSON is cut off halfway, as by a proxy that drops the end of a response. */
  truncate?: boolean;
}

export interface JanusStandin {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  readonly broker: StompBroker;
  /** Publishes a device report to both topics the way Janus does; returns the number of subscriptions reached. */
  report(uuid: string, data: Record<string, unknown>, time?: string): number;
  waitForSubscriber(topic: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const CODES = {
  ok: {code: 200, message: '成功'},
  token: {code: 401, message: 'Token 错误，授权失败'},
  device: {code: 1003, message: '设备不存在'},
} as const;

/** yyyy-MM-dd HH:mm:ss.SSS in UTC+8, the format Janus uses for message times. */
export function janusTime(date = new Date()): string {
  const t = new Date(date.getTime() + 8 * 3600_000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return (
    `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ` +
    `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}.${pad(t.getUTCMilliseconds(), 3)}`
  );
}

const TOPIC_PATTERN = /^\/(ws|websocket)\/deviceData\/(.+)$/;

export async function startJanusStandin(options: StandinOptions): Promise<JanusStandin> {
  const devices = new Set(options.devices);
  const stompLogin = options.stompLogin ?? options.token;

  const broker = new StompBroker({
    serverName: 'janus-standin/3.6.0',
    authenticate: (headers) => (headers['login'] === stompLogin ? null : 'Token 错误，授权失败'),
    authorizeSubscribe: (destination) => {
      const m = TOPIC_PATTERN.exec(destination);
      return m && devices.has(m[2]) ? null : '设备不存在';
    },
    acceptSend: (destination) => !TOPIC_PATTERN.test(destination),
  });

  const cors = options.cors ?? true;
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'Content-Type': 'application/json;charset=UTF-8',
      ...(cors ? {'Access-Control-Allow-Origin': '*'} : {}),
      'Cache-Control': 'no-store',
    });
    const text = JSON.stringify(body);
    res.end(options.truncate ? text.slice(0, Math.floor(text.length / 2)) : text);
  };

  /** POST /api/file/upload (multipart/form-data) as janus-openapi.yaml describes it; the file is not kept. */
  const upload = async (req: http.IncomingMessage): Promise<unknown> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let form: FormData;
    try {
      form = await new Response(Buffer.concat(chunks), {
        headers: {'Content-Type': req.headers['content-type'] ?? ''},
      }).formData();
    } catch {
      return {code: 1001, message: '缺少参数：file', data: null};
    }
    if (form.get('token') !== options.token) return {...CODES.token, data: null};
    const file = form.get('file');
    if (!(file instanceof File)) return {code: 1001, message: '缺少参数：file', data: null};
    const md5 = createHash('md5')
      .update(Buffer.from(await file.arrayBuffer()))
      .digest('hex');
    return {...CODES.ok, data: {fileId: md5.slice(0, 24), md5}};
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://placeholder');
    if (req.method === 'OPTIONS') {
      res.writeHead(
        204,
        cors
          ? {
              'Access-Control-Allow-Origin': '*',
              'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
              'Access-Control-Allow-Headers': 'Content-Type',
            }
          : {},
      );
      res.end();
      return;
    }
    if (url.pathname === '/api/file/upload' && req.method === 'POST') {
      void upload(req).then((body) => send(res, 200, body));
      return;
    }
    if (url.pathname === '/api/device/query') {
      // GET /api/device/query as janus-openapi.yaml describes it; the device's facts are CNC-01's.
      const token = url.searchParams.get('token') ?? '';
      const uuid = url.searchParams.get('uuid') ?? '';
      if (req.method !== 'GET') {
        send(res, 405, {
          timestamp: new Date().toISOString(),
          status: 405,
          error: 'Method Not Allowed',
          path: url.pathname,
        });
      } else if (token !== options.token) send(res, 200, {...CODES.token, data: null});
      else if (uuid === '') send(res, 200, {code: 1001, message: '缺少参数：uuid', data: null});
      else if (!devices.has(uuid)) send(res, 200, {...CODES.device, data: null});
      else {
        send(res, 200, {
          ...CODES.ok,
          data: {
            uuid,
            name: 'CNC-01',
            online: true,
            tag: ['一车间', '加工中心'],
            create_date: '2025-11-18 09:30:15.123',
            remarks: '一号加工中心',
          },
        });
      }
      return;
    }
    const variant =
      url.pathname === '/api/janus/websocket-sockjs'
        ? 'sockjs'
        : url.pathname === '/api/janus/websocket'
          ? 'websocket'
          : null;
    if (!variant) {
      send(res, 404, {timestamp: new Date().toISOString(), status: 404, error: 'Not Found', path: url.pathname});
      return;
    }
    if (req.method !== 'GET') {
      send(res, 405, {
        timestamp: new Date().toISOString(),
        status: 405,
        error: 'Method Not Allowed',
        path: url.pathname,
      });
      return;
    }
    const token = url.searchParams.get('token') ?? '';
    const uuid = url.searchParams.get('uuid') ?? '';
    if (token === '') return send(res, 200, {code: 1001, message: '缺少参数：token', data: null});
    if (token !== options.token) return send(res, 200, {...CODES.token, data: null});
    if (uuid === '') return send(res, 200, {code: 1001, message: '缺少参数：uuid', data: null});
    if (!devices.has(uuid)) return send(res, 200, {...CODES.device, data: null});
    const host = options.advertisedHost ?? req.headers.host ?? '127.0.0.1';
    const data =
      variant === 'sockjs'
        ? {websocket: `http://${host}/ws`, topic: `/ws/deviceData/${uuid}`}
        : {websocket: `ws://${host}/websocket`, topic: `/websocket/deviceData/${uuid}`};
    send(res, 200, {...CODES.ok, data});
  });

  // Plain STOMP over WebSocket at /websocket. The listener is added before SockJS installs its handlers, so SockJS
  // passes every upgrade outside /ws on to it.
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => ['v12.stomp', 'v11.stomp', 'v10.stomp'].find((p) => protocols.has(p)) ?? false,
  });
  server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://placeholder').pathname;
    if (path !== '/websocket') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const session = broker.attach({
        remote: `${req.socket.remoteAddress}:${req.socket.remotePort}`,
        send: (text) => ws.send(text),
        close: () => ws.close(1000, 'bye'),
      });
      ws.on('message', (data, isBinary) =>
        session.receive(isBinary ? Buffer.from(data as Buffer) : data.toString('utf8')),
      );
      ws.on('close', () => session.transportClosed());
      ws.on('error', () => session.transportClosed());
    });
  });

  // STOMP over SockJS at /ws.
  const sockjsServer = sockjs.createServer({log: () => undefined, heartbeat_delay: 25_000, disconnect_delay: 5_000});
  sockjsServer.on('connection', (conn) => {
    if (!conn) return;
    const session = broker.attach({
      remote: `${conn.remoteAddress}:${conn.remotePort}`,
      send: (text) => {
        conn.write(text);
      },
      close: () => conn.close(),
    });
    conn.on('data', (message: string) => session.receive(message));
    conn.on('close', () => session.transportClosed());
  });
  sockjsServer.installHandlers(server, {prefix: '/ws'});

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    broker,
    report(uuid, data, time = janusTime()) {
      const body = JSON.stringify({uuid, time, data});
      const headers = {'content-type': 'application/json;charset=UTF-8'};
      return (
        broker.publish(`/ws/deviceData/${uuid}`, body, headers) +
        broker.publish(`/websocket/deviceData/${uuid}`, body, headers)
      );
    },
    waitForSubscriber: (topic, timeoutMs) => broker.waitForSubscriber(topic, timeoutMs),
    close: async () => {
      broker.closeAll();
      for (const client of wss.clients) client.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** host:port on 127.0.0.1 where nothing listens (a port that was just free). */
export async function closedPortHost(): Promise<string> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const {port} = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `127.0.0.1:${port}`;
}
