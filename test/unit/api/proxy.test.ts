// Requests through a proxy: VS Code's http.proxy (the `proxy` option) and the *_PROXY variables.
import assert from 'node:assert/strict';
import { UserClient } from '../../../src/api/client';
import { IDS } from '../../stand-in/users';
import { recordResult, rememberKey } from './keyLeakWatch';
import { freshKey, requestsFor, service, standIn } from './serviceHarness';
import { startTestProxy, type TestProxy } from './testProxy';

describe('proxies', () => {
  const proxies: TestProxy[] = [];
  const clients: UserClient[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.destroy()));
    await Promise.all(proxies.splice(0).map((p) => p.close()));
  });
  async function proxy(options: { requireAuth?: string } = {}): Promise<TestProxy> {
    const p = await startTestProxy(options);
    proxies.push(p);
    return p;
  }
  function client(settings: ConstructorParameters<typeof UserClient>[0]): UserClient {
    const c = new UserClient(settings);
    clients.push(c);
    return c;
  }

  it('sends the lookup through the proxy named by the proxy option', async () => {
    const api = await standIn({ rateLimit: { limit: 100, windowMs: 1000 } });
    const p = await proxy();
    const r = await service({ baseUrl: api.url, proxy: p.url }).lookup(IDS.normal);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    assert.deepEqual(p.tunnels, [`127.0.0.1:${api.port}`], 'the request went through the proxy tunnel');
    assert.deepEqual(p.refused, []);
    assert.equal(requestsFor(api, IDS.normal).length, 1);
  });

  it('uses HTTP_PROXY from the environment, and NO_PROXY bypasses it', async () => {
    const api = await standIn({ rateLimit: { limit: 100, windowMs: 1000 } });
    const p = await proxy();
    const key = freshKey('envproxy');
    const viaEnv = await client({ baseUrl: api.url, requestTimeoutMs: 5000, env: { HTTP_PROXY: p.url } }).fetchUser(IDS.normal, key);
    assert.ok(recordResult(viaEnv).ok);
    assert.equal(p.tunnels.length, 1);
    const bypassed = await client({ baseUrl: api.url, requestTimeoutMs: 5000, env: { HTTP_PROXY: p.url, NO_PROXY: '127.0.0.1' } }).fetchUser(IDS.nulls, key);
    assert.ok(recordResult(bypassed).ok);
    assert.equal(p.tunnels.length, 1, 'NO_PROXY kept the second request off the proxy');
    assert.equal(requestsFor(api, IDS.nulls).length, 1);
  });

  it('authenticates to the proxy with credentials from its URL, and never names them', async () => {
    const api = await standIn({ rateLimit: { limit: 100, windowMs: 1000 } });
    const p = await proxy({ requireAuth: `Basic ${Buffer.from('alice:s3cret-pw').toString('base64')}` });
    const withAuth = p.url.replace('http://', 'http://alice:s3cret-pw@');
    const ok = recordResult(await service({ baseUrl: api.url, proxy: withAuth }).lookup(IDS.normal));
    assert.ok(ok.ok);
    const denied = recordResult(await service({ baseUrl: api.url, proxy: p.url }).lookup(IDS.nulls));
    assert.ok(!denied.ok);
    assert.equal(denied.error.kind, 'Network');
    assert.match(denied.error.message, /proxy refused the tunnel \(HTTP 407\)/);
    assert.ok(!denied.error.message.includes('s3cret'));
    rememberKey('s3cret-pw');
  });

  it('refuses a proxy setting it cannot use, before any request', async () => {
    const api = await standIn({ rateLimit: { limit: 100, windowMs: 1000 } });
    const socks = recordResult(await service({ baseUrl: api.url, proxy: 'socks5://127.0.0.1:1080' }).lookup(IDS.normal));
    assert.ok(!socks.ok);
    assert.equal(socks.error.kind, 'Network');
    assert.match(socks.error.message, /only http:\/\/ and https:\/\/ proxies/);
    const garbage = recordResult(await service({ baseUrl: api.url, proxy: 'http://[bad' }).lookup(IDS.normal));
    assert.ok(!garbage.ok);
    assert.match(garbage.error.message, /not a valid address/);
    assert.equal(api.requests.length, 0);
  });

  it('reports an unreachable proxy as a Network error naming the proxy', async () => {
    const api = await standIn({ rateLimit: { limit: 100, windowMs: 1000 } });
    const p = await proxy();
    await p.close();
    const r = await service({ baseUrl: api.url, proxy: p.url }).lookup(IDS.normal);
    assert.ok(!r.ok);
    assert.equal(r.error.kind, 'Network');
    assert.match(r.error.message, /through the proxy 127\.0\.0\.1:\d+: the connection was refused/);
    assert.equal(api.requests.length, 0);
  });
});
