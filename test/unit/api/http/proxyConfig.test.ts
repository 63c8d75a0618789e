import assert from 'node:assert/strict';
import { bypassesProxy, proxyFor } from '../../../../src/api/http/proxyConfig';

describe('proxy choice', () => {
  const https = new URL('https://api.loritta.website');
  // Plain http:// is only ever used for loopback, which bypasses proxies; the choice by scheme is still tested.
  const http = new URL('http://api.example:3000');

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
    assert.equal(proxyFor(http, undefined, { HTTP_PROXY: 'http://p:2', no_proxy: 'api.example' }), undefined);
  });

  it('never sends a loopback address through a proxy, whatever the setting and variables say', () => {
    const vars = { HTTP_PROXY: 'http://p:2', HTTPS_PROXY: 'http://s:1' };
    for (const url of [
      'http://127.0.0.1:3000',
      'http://localhost:8080',
      'http://[::1]:3000',
      'https://dev.localhost',
      'http://127.1.2.3',
    ]) {
      assert.equal(proxyFor(new URL(url), 'http://proxy:3128', vars), undefined, url);
    }
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
