// The key goes only where the user said: redirects to another origin are reported, not followed.
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { IDS, USERS } from '../../../stand-in/users';
import { requestsFor, service, standIn } from '../serviceHarness';

/** A small loopback server for answers the stand-in does not give (403, same-origin redirects). */
async function tinyServer(
  answer: (path: string, respond: (status: number, headers: Record<string, string>, body?: string) => void) => void,
): Promise<{ url: string; seen: { path: string; headers: IncomingHttpHeaders }[]; server: Server }> {
  const seen: { path: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    answer(req.url ?? '', (status, headers, body = '') => {
      res.writeHead(status, { ...headers, 'Content-Length': Buffer.byteLength(body) });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}`, seen, server };
}

describe('redirects and other statuses', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) {
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    }
  });

  it('does not follow a redirect to a second local origin, so the key never reaches it', async () => {
    const api = await standIn({ rateLimit: { limit: 100, windowMs: 1000 } });
    const r = await service({ baseUrl: api.url }).lookup(IDS.redirect);
    assert.ok(!r.ok);
    assert.equal(r.error.kind, 'InvalidResponse');
    assert.equal(r.error.status, 302);
    assert.match(r.error.message, /redirected to another address \(127\.0\.0\.1:\d+\); it was not followed/);
    const all = requestsFor(api, IDS.redirect);
    assert.equal(all.length, 1, 'only the first origin was asked');
    assert.ok(all.every((req) => req.url.startsWith(api.url)));
    assert.equal(api.requests.filter((req) => req.url.startsWith(api.redirectTargetUrl)).length, 0);
  });

  it('follows a redirect within the same origin, with the key', async () => {
    const id = IDS.normal;
    const tiny = await tinyServer((path, respond) => {
      if (path === `/v1/users/${id}`) respond(301, { Location: `/v1/users/${id}?moved=1` });
      else respond(200, { 'Content-Type': 'application/json' }, USERS[id]);
    });
    servers.push(tiny.server);
    const r = await service({ baseUrl: tiny.url }, 'lorixp_test_same_origin').lookup(id);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    assert.deepEqual(
      tiny.seen.map((s) => s.path),
      [`/v1/users/${id}`, `/v1/users/${id}?moved=1`],
    );
    assert.ok(tiny.seen.every((s) => s.headers.authorization === 'lorixp_test_same_origin'));
  });

  it('stops after a few same-origin redirects', async () => {
    const tiny = await tinyServer((path, respond) => respond(302, { Location: `${path}x` }));
    servers.push(tiny.server);
    const r = await service({ baseUrl: tiny.url }, 'lorixp_test_loop').lookup(IDS.normal);
    assert.ok(!r.ok);
    assert.equal(r.error.kind, 'InvalidResponse');
    assert.match(r.error.message, /kept redirecting the lookup \(HTTP 302, a redirect loop\); it was stopped there/);
    assert.equal(tiny.seen.length, 4);
  });

  it('maps 403 to Unauthorized and an unexpected 4xx to InvalidResponse, under a base path', async () => {
    const tiny = await tinyServer((path, respond) => respond(path.startsWith('/api/v1/users/1') ? 403 : 418, {}));
    servers.push(tiny.server);
    const { lookup } = service({ baseUrl: `${tiny.url}/api/` }, 'lorixp_test_403');
    const forbidden = await lookup('1');
    assert.ok(!forbidden.ok);
    assert.equal(forbidden.error.kind, 'Unauthorized');
    assert.equal(forbidden.error.status, 403);
    const teapot = await lookup('2');
    assert.ok(!teapot.ok);
    assert.equal(teapot.error.kind, 'InvalidResponse');
    assert.equal(teapot.error.status, 418);
    assert.deepEqual(
      tiny.seen.map((s) => s.path),
      ['/api/v1/users/1', '/api/v1/users/2'],
    );
  });

  it('reads the wait from a 429 body when Retry-After is missing', async () => {
    let calls = 0;
    const tiny = await tinyServer((_path, respond) => {
      calls++;
      respond(429, { 'Content-Type': 'application/json' }, '{"retryAfter":0.25}');
    });
    servers.push(tiny.server);
    const r = await service({ baseUrl: tiny.url }, 'lorixp_test_429body').lookup('5');
    assert.ok(!r.ok);
    assert.equal(r.error.kind, 'RateLimited');
    assert.equal(r.error.retryAfterMs, 250);
    assert.equal(calls, 2);
  });
});
