import assert from 'node:assert/strict';
import { resolveEndpoint } from '../../../../src/api/http/baseUrl';

describe('base address', () => {
  it('accepts https anywhere and keeps a path prefix', () => {
    const r = resolveEndpoint('https://api.loritta.website/');
    assert.deepEqual(r, {
      ok: true,
      endpoint: { origin: 'https://api.loritta.website', host: 'api.loritta.website', pathPrefix: '' },
    });
    const prefixed = resolveEndpoint('https://example.com:8443/api//');
    assert.ok(prefixed.ok);
    assert.equal(prefixed.endpoint.pathPrefix, '/api');
  });

  it('accepts plain http for loopback only', () => {
    for (const url of ['http://127.0.0.1:3000', 'http://localhost', 'http://[::1]:8080', 'http://dev.localhost']) {
      assert.ok(resolveEndpoint(url).ok, url);
    }
    for (const url of ['http://api.loritta.website', 'http://10.0.0.2', 'http://127.0.0.1.nip.io']) {
      const r = resolveEndpoint(url);
      assert.ok(!r.ok, url);
      assert.equal(r.error.kind, 'InsecureUrl');
      assert.match(r.error.message, /plain http:\/\/.*loopback/);
    }
  });

  it('refuses addresses that are not http(s) URLs or carry credentials, without echoing them', () => {
    for (const url of ['not a url', 'ftp://example.com', 'https://user:secret@example.com']) {
      const r = resolveEndpoint(url);
      assert.ok(!r.ok, url);
      assert.equal(r.error.kind, 'InsecureUrl');
      assert.ok(!r.error.message.includes('secret'));
    }
  });
});
