// A local stand-in for the User API (node:http only, loopback only), behaving as the deployment does:
// see ../../../shared/notes/service.md. Importing it starts nothing; startStandIn does.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { sendAnswer, type RecordedRequest } from './answer';
import { SAMPLE_KEY, SECOND_KEY } from './keys';
import { FixedWindowRateLimiter } from './rate-limit';
import { STAND_IN_TLS } from './tls';
import { processWide } from '../support/processWide';
import { answerUserRoute, USER_ROUTE, type HeaderPrefix, type UserRouteContext } from './user-route';
import { REDIRECT_TARGET_BODY } from './users';

export { SAMPLE_KEY, SECOND_KEY, TEST_KEY_PREFIX } from './keys';
export type { RecordedRequest } from './answer';

export interface StandInOptions {
  /** 0 (default) picks a free port; the stand-in always binds 127.0.0.1. */
  port?: number;
  /** Accepted keys; default [SAMPLE_KEY, SECOND_KEY]. Keys starting with 'lorixp_test_' are accepted too. */
  keys?: string[];
  /** Per key, a fixed window opening at the key's first request; default 5 per 5000 ms as deployed. */
  rateLimit?: { limit: number; windowMs: number };
  /** Default 'Service' (the spec's names); IDS.lorittaHeaders always answers with 'Loritta'. */
  headerPrefix?: HeaderPrefix;
  /** How long IDS.slow takes to answer; default 3000 ms. */
  slowMs?: number;
  /** Delay between the bytes of FAULT_IDS.drip's body; default 1000 ms (one byte a second). */
  dripMs?: number;
  /**
   * Holds the first request to the user route this long before answering it (and counting it), as a service
   * warming up does; later requests are answered at once. Default 0.
   */
  firstAnswerDelayMs?: number;
  /** Serve https:// with the self-signed certificate in tls.ts instead of http://. */
  tls?: boolean;
}

export interface StandIn {
  /** Origin, e.g. http://127.0.0.1:41234 (no trailing slash; https:// with the `tls` option). */
  url: string;
  port: number;
  /** Origin of the second server IDS.redirect points to. */
  redirectTargetUrl: string;
  /** Every request to either server, in arrival order; the same array for the stand-in's whole life. */
  requests: RecordedRequest[];
  clearRequests(): void;
  /** Stops both servers, cutting open connections and pending slow answers. Safe to call twice. */
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const pendingTimers = new Set<NodeJS.Timeout>();

  const scheme = options.tls ? 'https' : 'http';
  const serve = (listener: RequestListener): Server =>
    options.tls ? createTlsServer(STAND_IN_TLS, listener) : createServer(listener);
  const originOf = (port: number): string => `${scheme}://${HOST}:${port}`;

  const redirectTarget = serve((req, res) => {
    const record = recordRequest(requests, req, redirectTargetUrl);
    const found = USER_ROUTE.test(pathOf(req));
    sendAnswer(
      res,
      record,
      found ? 200 : 404,
      { 'Content-Type': 'application/json' },
      found ? REDIRECT_TARGET_BODY : '',
    );
  });
  trackSockets(redirectTarget, sockets);
  const redirectTargetUrl = originOf(await listenOnUnusedPort(redirectTarget));

  const context: UserRouteContext = {
    keys: new Set(options.keys ?? [SAMPLE_KEY, SECOND_KEY]),
    limiter: new FixedWindowRateLimiter(options.rateLimit ?? { limit: 5, windowMs: 5000 }),
    headerPrefix: options.headerPrefix ?? 'Service',
    slowMs: options.slowMs ?? 3000,
    dripMs: options.dripMs ?? 1000,
    redirectTargetOrigin: redirectTargetUrl,
    pendingTimers,
  };
  let delayFirst = options.firstAnswerDelayMs ?? 0;
  const main = serve((req, res) => {
    const record = recordRequest(requests, req, url);
    if (delayFirst > 0 && USER_ROUTE.test(record.path)) {
      const timer = setTimeout(() => {
        pendingTimers.delete(timer);
        answerMainOrigin(req, res, record, context);
      }, delayFirst);
      pendingTimers.add(timer);
      delayFirst = 0;
      return;
    }
    answerMainOrigin(req, res, record, context);
  });
  trackSockets(main, sockets);
  let port: number;
  try {
    port = options.port === undefined ? await listenOnUnusedPort(main) : await listen(main, options.port);
  } catch (error) {
    await closeServer(redirectTarget);
    throw error;
  }
  const url = originOf(port);

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    redirectTargetUrl,
    requests,
    clearRequests: () => {
      requests.length = 0;
    },
    close: () => {
      closing ??= (async () => {
        for (const timer of pendingTimers) clearTimeout(timer);
        pendingTimers.clear();
        const closed = Promise.all([closeServer(main), closeServer(redirectTarget)]);
        // server.close() waits for open connections (keep-alive ones included); cut them so it resolves now.
        for (const socket of sockets) socket.destroy();
        await closed;
      })();
      return closing;
    },
  };
}

function answerMainOrigin(
  req: IncomingMessage,
  res: ServerResponse,
  record: RecordedRequest,
  context: UserRouteContext,
): void {
  const match = USER_ROUTE.exec(pathOf(req));
  const idSegment = match?.[1];
  if (idSegment === undefined) {
    sendAnswer(res, record, 404, {});
    return;
  }
  if (req.method !== 'GET') {
    sendAnswer(res, record, 405, { Allow: 'GET' });
    return;
  }
  answerUserRoute(req, res, record, idSegment, context);
}

function recordRequest(requests: RecordedRequest[], req: IncomingMessage, origin: string): RecordedRequest {
  const record: RecordedRequest = {
    method: req.method ?? '',
    path: pathOf(req),
    url: `${origin}${req.url ?? ''}`,
    headers: { ...req.headers },
    authorization: req.headers.authorization,
    receivedAt: Date.now(),
    status: 0,
  };
  requests.push(record);
  return record;
}

function pathOf(req: IncomingMessage): string {
  const target = req.url ?? '';
  const queryStart = target.indexOf('?');
  return queryStart === -1 ? target : target.slice(0, queryStart);
}

function trackSockets(server: Server, sockets: Set<Socket>): void {
  // A TLS server reports the raw TCP socket here too, which is what close() must cut.
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
}

/**
 * Ports this process's stand-ins have listened on. The extension remembers profiles per base address, on disk, for the
 * whole window: a stand-in that got an earlier stand-in's port back from the OS would find that one's profiles
 * remembered, and a test counting requests would see fewer than it sent. No two stand-ins of a run share an address.
 * Process-wide: each integration test file is a bundle with its own copy of this module.
 */
const portsUsed = processWide('standIn.portsUsed', () => new Set<number>());

/** Listens on a port the OS picks and no stand-in of this process has had; the ones it refused stay taken meanwhile. */
async function listenOnUnusedPort(server: Server): Promise<number> {
  const refused: Server[] = [];
  try {
    for (;;) {
      const port = await listen(server, 0);
      if (!portsUsed.has(port)) {
        portsUsed.add(port);
        return port;
      }
      // Keep the reused port held by a placeholder, so that the next pick cannot return it again.
      await closeServer(server);
      const placeholder = createServer();
      await listen(placeholder, port).then(
        () => refused.push(placeholder),
        () => undefined,
      );
    }
  } finally {
    await Promise.all(refused.map(closeServer));
  }
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      const address: AddressInfo | string | null = server.address();
      if (address === null || typeof address === 'string') reject(new Error('not listening on a TCP port'));
      else resolve(address.port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
  });
}
