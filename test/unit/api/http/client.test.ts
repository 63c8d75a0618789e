// The HTTP client's own guarantees, against the stand-in over real sockets. Certificate verification here: the
// stand-in's TLS certificate is self-signed (stand-in/tls.ts), so a client that verifies must refuse it.
import assert from 'node:assert/strict';
import { STAND_IN_TLS_HOST } from '../../../stand-in/tls';
import { IDS } from '../../../stand-in/users';
import { recordResult } from '../keyLeakWatch';
import { service, standIn } from '../serviceHarness';
import { startTestProxy, type TestProxy } from '../testProxy';

const fast = { limit: 100, windowMs: 1000 };

describe('HTTP client: certificates', () => {
  const proxies: TestProxy[] = [];
  let saved: string | undefined;
  const emitWarning = process.emitWarning;
  beforeEach(() => {
    saved = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    // What a user's shell or a launcher can leave in VS Code's environment: Node's default turns verification off.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    // Node warns once that the variable makes TLS insecure: here it is set on purpose, and the warning in the suite's
    // output would read as an alarm. Every other warning still goes through.
    process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
      if (String(warning instanceof Error ? warning.message : warning).includes('NODE_TLS_REJECT_UNAUTHORIZED')) return;
      (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
    }) as typeof process.emitWarning;
  });
  afterEach(async () => {
    process.emitWarning = emitWarning;
    if (saved === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = saved;
    await Promise.all(proxies.splice(0).map((p) => p.close()));
  });

  it('verifies a direct connection even with NODE_TLS_REJECT_UNAUTHORIZED=0, so the key is not sent', async () => {
    const api = await standIn({ rateLimit: fast, tls: true });
    const r = recordResult(await service({ baseUrl: api.url }).lookup(IDS.normal));
    assert.ok(!r.ok, 'a self-signed certificate was accepted');
    assert.match(r.error.message, /TLS certificate of 127\.0\.0\.1:\d+ was not accepted/);
    assert.equal(api.requests.length, 0, 'the key never reached the server');
  });

  it('verifies through a proxy with NODE_TLS_REJECT_UNAUTHORIZED=0 unless http.proxyStrictSSL is false', async () => {
    const api = await standIn({ rateLimit: fast, tls: true });
    const proxy = await startTestProxy();
    proxies.push(proxy);
    const baseUrl = `https://${STAND_IN_TLS_HOST}:${api.port}`;
    for (const proxyStrictSSL of [undefined, true]) {
      const r = recordResult(await service({ baseUrl, proxy: proxy.url, proxyStrictSSL }).lookup(IDS.normal));
      assert.ok(!r.ok, `accepted with proxyStrictSSL ${String(proxyStrictSSL)}`);
      assert.match(r.error.message, /TLS certificate of .* was not accepted/);
    }
    assert.equal(api.requests.length, 0);
  });
});
