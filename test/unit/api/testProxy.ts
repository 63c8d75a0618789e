// A tiny forward proxy for the api tests. undici's ProxyAgent tunnels with CONNECT for https targets and,
// by default (proxyTunnel: true), for http targets too; so CONNECT is all this proxy speaks, and any
// absolute-form request is refused, which makes a test fail if the client ever bypassed the tunnel.
// Names under the reserved `.test` domain resolve nowhere else, so the proxy takes them to 127.0.0.1: a
// non-loopback base address (loopback never goes through a proxy) served by a local stand-in.
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface TestProxy {
  url: string;
  /** host:port of every CONNECT, in order. */
  tunnels: string[];
  /** Requests that were not CONNECT. */
  refused: string[];
  close(): Promise<void>;
}

export async function startTestProxy(options: { requireAuth?: string } = {}): Promise<TestProxy> {
  const tunnels: string[] = [];
  const refused: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    refused.push(`${req.method ?? ''} ${req.url ?? ''}`);
    res.writeHead(405).end();
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  server.on('connect', (req, client: Socket, head: Buffer) => {
    const target = req.url ?? '';
    if (options.requireAuth !== undefined && req.headers['proxy-authorization'] !== options.requireAuth) {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    tunnels.push(target);
    const [host, port] = [target.slice(0, target.lastIndexOf(':')), Number(target.slice(target.lastIndexOf(':') + 1))];
    const upstream = connect(port, host.endsWith('.test') ? '127.0.0.1' : host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.once('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    tunnels,
    refused,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
