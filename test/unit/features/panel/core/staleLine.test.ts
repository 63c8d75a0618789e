// The panel's line above a remembered profile older than the cache's time to live: its age in the display
// language, refreshing or why not, escaped, and nothing for a fresh profile.
import type { Staleness } from '../../../../../src/model/user';
import * as assert from 'node:assert/strict';
import { lookupErrors } from '../../../../../src/api/model/errors';
import { renderProfilePage } from '../../../../../src/features/panel/core/profilePage';
import { NOW_MS, PROFILE_ID, sampleProfile } from '../../../../support/profileFixtures';

const ASSETS = { cspSource: 'vscode-resource:', nonce: 'n0nce', styleUri: 'style.css', scriptUri: 'panel.js' };

describe('features/panel/core/staleLine', () => {
  const cases: [string, Staleness | undefined, RegExp | undefined][] = [
    ['fresh', undefined, undefined],
    [
      'refreshing',
      { refreshing: true },
      /<p class="stale-line stale-refreshing" role="note">Remembered profile, as of 4 minutes ago\. Refreshing…<\/p>/,
    ],
    [
      'offline',
      { notRefreshed: lookupErrors.network('h', 'w') },
      /<p class="stale-line stale-not-refreshed" role="note">Remembered profile, as of 4 minutes ago\. Not refreshed: offline, or the service cannot be reached\.<\/p>/,
    ],
    ['key rejected', { notRefreshed: lookupErrors.unauthorized(401) }, /Not refreshed: the API key was rejected\./],
    ['failing', { notRefreshed: lookupErrors.serverError(503) }, /Not refreshed: the service is failing to answer\./],
    [
      'neither',
      {},
      /<p class="stale-line stale-remembered" role="note">Remembered profile, as of 4 minutes ago\.<\/p>/,
    ],
  ];
  for (const [name, stale, line] of cases) {
    it(`${name}: ${line ? 'one line above the card' : 'no line'}`, () => {
      const html = renderProfilePage({ kind: 'profile', id: PROFILE_ID, profile: sampleProfile(), stale }, ASSETS, {
        locale: 'en',
        nowMs: NOW_MS,
      });
      if (line === undefined) assert.doesNotMatch(html, /stale-line/);
      else {
        assert.match(html, line);
        assert.ok(html.indexOf('stale-line') < html.indexOf('<article class="card profile'), 'above the card');
      }
    });
  }

  it('says the age in the display language', () => {
    const html = renderProfilePage(
      { kind: 'profile', id: PROFILE_ID, profile: sampleProfile(), stale: { refreshing: true } },
      ASSETS,
      { locale: 'pt-BR', nowMs: NOW_MS },
    );
    assert.match(html, /há 4 minutos/);
  });
});
