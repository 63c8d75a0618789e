// Requests through a proxy: VS Code's http.proxy (the `proxy` option) and the *_PROXY variables. The API is a
// stand-in over TLS named api.profile-lookup.test (see stand-in/tls.ts), which only the test proxy resolves:
// a loopback address never goes through a proxy.
import assert from 'node:assert/strict';
import { UserClient } from '../../../../src/api/http/client';
import { STAND_IN_TLS_HOST } from '../../../stand-in/tls';
import type { StandIn } from '../../../stand-in/server';
import { IDS } from '../../../stand-in/users';
import { recordResult, rememberKey } from '../keyLeakWatch';
import { freshKey, requestsFor, service, standIn } from '../serviceHarness';
import { startTestProxy, type TestProxy } from '../testProxy';

const fast = { limit: 100, windowMs: 1000 };

/** The TLS stand-in's address under its certificate's name. */
function apiUrl(api: StandIn): string {
  return `https://${STAND_IN_TLS_HOST}:${api.port}`;
}

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
    const api = await standIn({ rateLimit: fast, tls: true });
    const p = await proxy();
    const r = await service({ baseUrl: apiUrl(api), proxy: p.url, proxyStrictSSL: false }).lookup(IDS.normal);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    assert.deepEqual(p.tunnels, [`${STAND_IN_TLS_HOST}:${api.port}`], 'the request went through the proxy tunnel');
    assert.deepEqual(p.refused, []);
    assert.equal(requestsFor(api, IDS.normal).length, 1);
  });

  it('never sends a loopback base address through the proxy, so the key never crosses it in clear text', async () => {
    const api = await standIn({ rateLimit: fast });
    const p = await proxy();
    const key = freshKey('loopback');
    const viaSetting = await service({ baseUrl: api.url, proxy: p.url }, key).lookup(IDS.normal);
    assert.ok(viaSetting.ok, viaSetting.ok ? '' : viaSetting.error.message);
    const viaEnv = await client({
      baseUrl: api.url,
      requestTimeoutMs: 5000,
      env: { HTTP_PROXY: p.url, HTTPS_PROXY: p.url },
    }).fetchUser(IDS.nulls, key);
    assert.ok(recordResult(viaEnv).ok);
    assert.deepEqual([p.tunnels, p.refused], [[], []], 'the proxy saw nothing');
    assert.equal(requestsFor(api, IDS.normal)[0]?.authorization, key);
  });

  it('uses HTTPS_PROXY from the environment, and NO_PROXY bypasses it', async () => {
    const api = await standIn({ rateLimit: fast, tls: true });
    const p = await proxy();
    const key = freshKey('envproxy');
    const viaEnv = await client({
      baseUrl: apiUrl(api),
      requestTimeoutMs: 5000,
      proxyStrictSSL: false,
      env: { HTTPS_PROXY: p.url },
    }).fetchUser(IDS.normal, key);
    assert.ok(recordResult(viaEnv).ok);
    assert.equal(p.tunnels.length, 1);
    const bypassed = await client({
      baseUrl: apiUrl(api),
      requestTimeoutMs: 5000,
      env: { HTTPS_PROXY: p.url, NO_PROXY: '.test' },
    }).fetchUser(IDS.nulls, key);
    assert.equal(p.tunnels.length, 1, 'NO_PROXY kept the second request off the proxy');
    assert.ok(!bypassed.ok, 'and without the proxy the .test name resolves nowhere');
    assert.match(recordResult(bypassed).error?.message ?? '', /could not be resolved/);
  });

  it('verifies the API’s certificate through the proxy unless http.proxyStrictSSL is off, and blames the certificate, not the proxy', async () => {
    const api = await standIn({ rateLimit: fast, tls: true });
    const p = await proxy();
    const strict = recordResult(await service({ baseUrl: apiUrl(api), proxy: p.url }).lookup(IDS.normal));
    assert.ok(!strict.ok);
    assert.equal(strict.error.kind, 'Network');
    assert.match(
      strict.error.message,
      new RegExp(
        `TLS certificate of ${STAND_IN_TLS_HOST.replace(/\./g, '\\.')}:${api.port} was not accepted \\(DEPTH_ZERO_SELF_SIGNED_CERT\\), so the API key was not sent`,
      ),
    );
    assert.ok(!strict.error.message.includes('proxy'));
    assert.equal(api.requests.length, 0, 'the key never reached a server it could not verify');
    const relaxed = await service({ baseUrl: apiUrl(api), proxy: p.url, proxyStrictSSL: false }).lookup(IDS.normal);
    assert.ok(relaxed.ok, 'proxyStrictSSL: false accepts what a TLS-inspecting proxy would present');
  });

  it('verifies the API’s certificate on a direct connection whatever http.proxyStrictSSL says', async () => {
    const api = await standIn({ rateLimit: fast, tls: true });
    const p = await proxy();
    const r = recordResult(await service({ baseUrl: api.url, proxy: p.url, proxyStrictSSL: false }).lookup(IDS.normal));
    assert.ok(!r.ok);
    assert.match(r.error.message, /TLS certificate of 127\.0\.0\.1:\d+ was not accepted/);
    assert.deepEqual(p.tunnels, [], 'loopback went direct');
    assert.equal(api.requests.length, 0);
  });

  it('authenticates to the proxy with credentials from its URL, and never names them', async () => {
    const api = await standIn({ rateLimit: fast, tls: true });
    const p = await proxy({ requireAuth: `Basic ${Buffer.from('alice:s3cret-pw').toString('base64')}` });
    const withAuth = p.url.replace('http://', 'http://alice:s3cret-pw@');
    const ok = recordResult(
      await service({ baseUrl: apiUrl(api), proxy: withAuth, proxyStrictSSL: false }).lookup(IDS.normal),
    );
    assert.ok(ok.ok);
    const denied = recordResult(
      await service({ baseUrl: apiUrl(api), proxy: p.url, proxyStrictSSL: false }).lookup(IDS.nulls),
    );
    assert.ok(!denied.ok);
    assert.equal(denied.error.kind, 'Network');
    assert.match(denied.error.message, /proxy refused the tunnel \(HTTP 407\)/);
    assert.ok(!denied.error.message.includes('s3cret'));
    rememberKey('s3cret-pw');
  });

  it('refuses a proxy setting it cannot use, before any request', async () => {
    const api = await standIn({ rateLimit: fast, tls: true });
    const socks = recordResult(
      await service({ baseUrl: apiUrl(api), proxy: 'socks5://127.0.0.1:1080' }).lookup(IDS.normal),
    );
    assert.ok(!socks.ok);
    assert.equal(socks.error.kind, 'Network');
    assert.match(socks.error.message, /only http:\/\/ and https:\/\/ proxies/);
    const garbage = recordResult(await service({ baseUrl: apiUrl(api), proxy: 'http://[bad' }).lookup(IDS.normal));
    assert.ok(!garbage.ok);
    assert.match(garbage.error.message, /not a valid address/);
    assert.equal(api.requests.length, 0);
  });

  it('reports an unreachable proxy as a Network error naming the proxy', async () => {
    const api = await standIn({ rateLimit: fast, tls: true });
    const p = await proxy();
    await p.close();
    const r = await service({ baseUrl: apiUrl(api), proxy: p.url }).lookup(IDS.normal);
    assert.ok(!r.ok);
    assert.equal(r.error.kind, 'Network');
    assert.match(r.error.message, /through the proxy 127\.0\.0\.1:\d+: the connection was refused/);
    assert.equal(api.requests.length, 0);
  });
});
