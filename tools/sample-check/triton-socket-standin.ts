/**
 * A stand-in for Triton's socket exchange (canon/triton-deploy.md「Socket 报文格式」) on a loopback port: one JSON line
 * per message; `ping` is answered `pong`; a line that is not JSON or lacks `action` gets
 * `{"action":"error","message":"报文不是合法 JSON"}` and the connection stays; `update` lines are sent to every client
 * with `push()`; what clients send is recorded for the runs to assert.
 */
import net from 'node:net';

export interface SocketStandIn {
  port: number;
  received: Array<Record<string, unknown>>;
  clients(): number;
  push(update: {operation_id: string; data: Record<string, string>}): void;
  close(): Promise<void>;
}

export function startSocketStandIn(): Promise<SocketStandIn> {
  const sockets = new Set<net.Socket>();
  const received: Array<Record<string, unknown>> = [];
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
    let buffer = '';
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        let msg: Record<string, unknown> | null = null;
        try {
          const parsed: unknown = JSON.parse(line);
          if (parsed && typeof parsed === 'object' && typeof (parsed as {action?: unknown}).action === 'string') {
            msg = parsed as Record<string, unknown>;
          }
        } catch {
          msg = null;
        }
        if (!msg) {
          socket.write('{"action":"error","message":"报文不是合法 JSON"}\n');
          continue;
        }
        received.push(msg);
        if (msg.action === 'ping') socket.write('{"action":"pong"}\n');
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        received,
        clients: () => sockets.size,
        push(update) {
          const line = `${JSON.stringify({action: 'update', ...update})}\n`;
          for (const s of sockets) s.write(line);
        },
        close: () =>
          new Promise((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
