// The renderer on its own, in plain Node: the parts of the contract that need no browser to check.
import assert from 'node:assert/strict';
import { classifyEmojiFight, avatarTone } from '../../../../../src/profile/emojiFight';
import { genderLabel } from '../../../../../src/profile/labels';
import { exactIntegerGroups, resolveDisplayLocale } from '../../../../../src/profile/numbers';
import { exactCount } from '../../../../../src/profile/profileView';
import {
  contentSecurityPolicy,
  createNonce,
  renderProfilePage,
  type PanelAssets,
} from '../../../../../src/features/panel/core/profilePage';
import { NOW_MS, PROFILE_ID, sampleProfile } from '../../../../support/profileFixtures';

const ASSETS: PanelAssets = {
  cspSource: 'https://file+.vscode-resource.vscode-cdn.net',
  nonce: 'abcDEF0123456789abcDEF0123456789',
  styleUri: 'https://file+.vscode-resource.vscode-cdn.net/ext/media/panel.css',
  scriptUri: 'https://file+.vscode-resource.vscode-cdn.net/ext/media/panel.js',
};

describe('profile page renderer (Node)', function () {
  it('createNonce: 32 letters and digits from the CSPRNG, different every time', function () {
    const nonces = Array.from({ length: 2000 }, () => createNonce());
    for (const nonce of nonces) assert.match(nonce, /^[A-Za-z0-9]{32}$/);
    assert.equal(new Set(nonces).size, nonces.length);
    const letters = new Set(nonces.join(''));
    assert.equal(letters.size, 62, 'every letter of the alphabet turns up');
  });

  it('writes the contract CSP exactly, the nonce on the only script, and no inline style or script', function () {
    const html = renderProfilePage({ kind: 'profile', id: PROFILE_ID, profile: sampleProfile() }, ASSETS, {
      locale: 'en',
      nowMs: NOW_MS,
    });
    const csp = `default-src 'none'; img-src ${ASSETS.cspSource} https://cdn.discordapp.com/emojis/; style-src ${ASSETS.cspSource}; script-src 'nonce-${ASSETS.nonce}';`;
    assert.equal(contentSecurityPolicy(ASSETS), csp);
    assert.ok(html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'));
    assert.ok(html.includes(`<meta http-equiv="Content-Security-Policy" content="${csp.replace(/'/g, '&#39;')}">`));
    assert.deepEqual(html.match(/<script[^>]*>/g), [`<script nonce="${ASSETS.nonce}" src="${ASSETS.scriptUri}">`]);
    assert.ok(html.includes('</script></body></html>'));
    assert.doesNotMatch(html, /<style|\sstyle=/i);
    assert.doesNotMatch(html, /\son[a-z]+=/i);
  });

  it('puts the data for the script in escaped data-* attributes on <body>', function () {
    const id = '1"><script>x</script>';
    const html = renderProfilePage(
      { kind: 'error', id, error: { kind: 'RateLimited', message: 'wait', retryAfterMs: 2500.4 } },
      ASSETS,
      { locale: 'en', nowMs: 1_000_000 },
    );
    const body = /<body ([^>]*)>/.exec(html)?.[1];
    assert.equal(
      body,
      'data-state="error" data-id="1&quot;&gt;&lt;script&gt;x&lt;/script&gt;" data-error-kind="RateLimited" ' +
        'data-announce="Slowing down for a moment. wait" data-retry-after-ms="2501" data-retry-at="1002501"',
    );
  });

  it('falls back to English for a malformed display language instead of failing', function () {
    assert.equal(resolveDisplayLocale('pt-br'), 'pt-BR');
    assert.equal(resolveDisplayLocale('not a locale!'), 'en');
    const html = renderProfilePage({ kind: 'profile', id: PROFILE_ID, profile: sampleProfile() }, ASSETS, {
      locale: 'not a locale!',
      nowMs: NOW_MS,
    });
    assert.ok(html.includes('<html lang="en">'));
    assert.ok(html.includes('>9,007,199,254,740,993</data>'), 'one unbreakable number, no break opportunity inside');
  });

  it('formats 64-bit counts exactly and breaks them only between digit groups', function () {
    assert.equal(exactCount(9223372036854775807n, 'en-US').text, '9,223,372,036,854,775,807');
    assert.equal(exactCount(9007199254740993n, 'de-DE').text, '9.007.199.254.740.993');
    assert.deepEqual(exactIntegerGroups(1234567n, 'en-US'), ['1,', '234,', '567']);
    assert.deepEqual(exactIntegerGroups(999n, 'en-US'), ['999']);
  });

  it('labels genders, passing unknown values through', function () {
    assert.equal(genderLabel('MALE'), 'Male');
    assert.equal(genderLabel('FEMALE'), 'Female');
    assert.equal(genderLabel('UNKNOWN'), 'Not specified');
    assert.equal(genderLabel('toString'), 'toString', 'no lookup on the prototype');
    assert.equal(genderLabel('NEW_VALUE'), 'New value');
  });

  it('tells custom emoji, Unicode emoji and other text apart', function () {
    assert.deepEqual(classifyEmojiFight(' <a:party:123456789012345678> '), {
      kind: 'custom',
      emoji: { name: 'party', id: '123456789012345678', animated: true },
    });
    assert.deepEqual(classifyEmojiFight('🔥'), { kind: 'unicode', text: '🔥' });
    assert.deepEqual(classifyEmojiFight('🇧🇷'), { kind: 'unicode', text: '🇧🇷' });
    assert.deepEqual(classifyEmojiFight('1️⃣'), { kind: 'unicode', text: '1️⃣' });
    assert.deepEqual(classifyEmojiFight('12'), { kind: 'text', text: '12' });
    assert.deepEqual(classifyEmojiFight('<:a:1>'), { kind: 'text', text: '<:a:1>' });
    assert.deepEqual(classifyEmojiFight('<:blob:123456789012345678> extra'), {
      kind: 'text',
      text: '<:blob:123456789012345678> extra',
    });
    assert.deepEqual(classifyEmojiFight(null), { kind: 'none' });
    assert.deepEqual(classifyEmojiFight('   '), { kind: 'none' });
  });

  it('picks the placeholder tint from the creation time, like the default avatars', function () {
    assert.equal(avatarTone(PROFILE_ID), Number((BigInt(PROFILE_ID) >> 22n) % 6n));
    assert.equal(avatarTone('-5'), 0);
  });
});

describe('readable enumeration codes', function () {
  it('reads an unknown upper-case code as words, and anything else exactly as sent', function () {
    assert.equal(genderLabel('NONBINARY'), 'Nonbinary');
    assert.equal(genderLabel('NON_BINARY'), 'Non binary');
    assert.equal(genderLabel('PREFER_NOT_TO_SAY'), 'Prefer not to say');
    assert.equal(genderLabel('nonbinary'), 'nonbinary');
    assert.equal(genderLabel('NON__BINARY'), 'NON__BINARY');
    assert.equal(genderLabel('NONBINARY_<b>'), 'NONBINARY_<b>');
  });
});
