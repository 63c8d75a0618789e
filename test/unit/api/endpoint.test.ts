import assert from 'node:assert/strict';
import { resolveEndpoint } from '../../../src/api/baseUrl';
import { bypassesProxy, proxyFor } from '../../../src/api/proxyConfig';
import { canonicalUserId } from '../../../src/api/userId';

describe('base address', () => {
  it('accepts https anywhere and keeps a path prefix', () => {
    const r = resolveEndpoint('https://api.loritta.website/');
    assert.deepEqual(r, { ok: true, endpoint: { origin: 'https://api.loritta.website', host: 'api.loritta.website', pathPrefix: '' } });
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

describe('proxy choice', () => {
  const https = new URL('https://api.loritta.website');
  const http = new URL('http://127.0.0.1:3000');

  it("uses VS Code's http.proxy first, adding a scheme when it has none", () => {
    assert.equal(proxyFor(https, 'http://proxy:3128', { HTTPS_PROXY: 'http://other:1' }), 'http://proxy:3128');
    assert.equal(proxyFor(https, 'proxy.corp:8080', {}), 'http://proxy.corp:8080');
    assert.equal(proxyFor(https, '', {}), undefined);
  });

  it('falls back to HTTPS_PROXY / HTTP_PROXY by target scheme, either case', () => {
    assert.equal(proxyFor(https, undefined, { HTTPS_PROXY: 'http://s:1', HTTP_PROXY: 'http://p:2' }), 'http://s:1');
    assert.equal(proxyFor(https, undefined, { http_proxy: 'http://p:2' }), 'http://p:2');
    assert.equal(proxyFor(http, undefined, { HTTPS_PROXY: 'http://s:1' }), undefined);
    assert.equal(proxyFor(http, undefined, { HTTP_PROXY: 'http://p:2' }), 'http://p:2');
  });

  it('honours NO_PROXY for the setting and the variables', () => {
    assert.equal(proxyFor(https, 'http://proxy:3128', { NO_PROXY: 'loritta.website' }), undefined);
    assert.equal(proxyFor(http, undefined, { HTTP_PROXY: 'http://p:2', no_proxy: 'localhost,127.0.0.1' }), undefined);
  });

  it('matches NO_PROXY entries as curl does', () => {
    const t = (url: string, noProxy: string): boolean => bypassesProxy(new URL(url), noProxy);
    assert.ok(t('https://api.loritta.website', '*'));
    assert.ok(t('https://api.loritta.website', '.loritta.website'));
    assert.ok(t('https://api.loritta.website', '*.loritta.website'));
    assert.ok(t('https://api.loritta.website', 'example.com, api.loritta.website'));
    assert.ok(t('https://api.loritta.website:443', 'api.loritta.website:443'));
    assert.ok(!t('https://api.loritta.website', 'api.loritta.website:8443'));
    assert.ok(!t('https://api.loritta.website', 'ta.website'));
    assert.ok(t('http://[::1]:3000', '::1'));
    assert.ok(t('http://[::1]:3000', '[::1]:3000'));
    assert.ok(!t('http://127.0.0.1:3000', ''));
  });
});

describe('user id check', () => {
  it('gives the canonical decimal form of ids in 1..2^63-1', () => {
    assert.equal(canonicalUserId('589142681454035401'), '589142681454035401');
    assert.equal(canonicalUserId('9223372036854775807'), '9223372036854775807');
    assert.equal(canonicalUserId(' 0042 '), '42');
  });

  it('rejects everything else', () => {
    for (const id of ['', '0', '9223372036854775808', '-1', '+1', '1e5', '12a', '１２３', '1'.repeat(41), 'lorixp_abc']) {
      assert.equal(canonicalUserId(id), undefined, id);
    }
  });
});
