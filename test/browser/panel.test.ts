import type { User } from '../../src/model/user';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { formatRelative, formatTimestamp } from '../../src/markup';
import type { PanelState } from '../../src/features/panel/core/profilePage';
import { EMOJI_IDS } from './emojiArt';
import { panelSuite } from './panelHarness';
import { NOW_MS, NOW_SECONDS, PROFILE_ID, sampleProfile } from '../support/profileFixtures';

const CDN = 'https://cdn.discordapp.com/emojis/';

function profileState(overrides: Partial<User> = {}): PanelState {
  return { kind: 'profile', id: overrides.id ?? PROFILE_ID, profile: sampleProfile(overrides) };
}

describe('profile panel in Chromium: the profile', function () {
  const { open } = panelSuite();

  it('shows the id, a Copy id button and the creation date derived from the id', async function () {
    const { page, host } = await open(profileState());
    assert.equal(await page.locator('h1').textContent(), `User ${PROFILE_ID}`);
    assert.equal(await page.getByRole('button', { name: 'Copy id' }).count(), 1);
    const createdMs = Number((BigInt(PROFILE_ID) >> 22n) + 1420070400000n);
    const created = page.locator('.created time').first();
    assert.equal(await created.getAttribute('datetime'), new Date(Math.floor(createdMs / 1000) * 1000).toISOString());
    assert.equal(await created.textContent(), 'October 26, 2023');
    assert.deepEqual((await host()).states, [{ id: PROFILE_ID }], 'setState({ id }) once, for the serializer');
  });

  it('shows xp and sonhos exactly (beyond 2^53), grouped in the display language', async function () {
    const state = profileState({ xp: 1284557n, sonhos: 9007199254740993n });
    const english = await open(state);
    assert.equal(await english.page.locator('.stat-xp data').textContent(), '1,284,557');
    assert.equal(await english.page.locator('.stat-sonhos data').textContent(), '9,007,199,254,740,993');
    assert.equal(await english.page.locator('.stat-sonhos data').getAttribute('value'), '9007199254740993');
    const portuguese = await open(state, { page: { locale: 'pt-BR' } });
    assert.equal(await portuguese.page.locator('.stat-sonhos data').textContent(), '9.007.199.254.740.993');
    assert.equal(await portuguese.page.locator('html').getAttribute('lang'), 'pt-BR');
    const max = await open(profileState({ sonhos: 9223372036854775807n, xp: 0n }));
    assert.equal(await max.page.locator('.stat-sonhos data').textContent(), '9,223,372,036,854,775,807');
    assert.equal(await max.page.locator('.stat-xp data').textContent(), '0');
  });

  it('keeps each number on one line, inside its tile, from a narrow panel to a wide one, with a compact reading', async function () {
    // Issue 27: sonhos wrapped inside the number ("4,611,686,018,427,387," / "905") and read "4,611,686 trillion".
    const state = profileState({ xp: 9223372036854775807n, sonhos: 4611686018427387905n });
    for (const width of [240, 320, 400, 520, 800, 1200]) {
      const { page } = await open(state, { context: { viewport: { width, height: 900 } } });
      const stats = await page.locator('.stat').evaluateAll((tiles) =>
        tiles.map((tile) => {
          const value = tile.querySelector('.stat-value') as HTMLElement;
          const range = document.createRange();
          range.selectNodeContents(value);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          const box = value.getBoundingClientRect();
          const tileBox = tile.getBoundingClientRect();
          return {
            lines,
            overflow: value.scrollWidth - value.clientWidth,
            inside: box.right <= tileBox.right + 0.5,
            fontPx: parseFloat(getComputedStyle(value).fontSize),
          };
        }),
      );
      for (const stat of stats) {
        assert.equal(stat.lines, 1, `${width} px: one line (${JSON.stringify(stat)})`);
        assert.ok(stat.overflow <= 0 && stat.inside, `${width} px: inside its tile (${JSON.stringify(stat)})`);
      }
      assert.equal(await page.locator('.stat-sonhos .stat-compact').textContent(), '4.6 quintillion');
    }
  });

  it('labels known genders and shows an unknown value as sent', async function () {
    const labels: [string, string][] = [
      ['MALE', 'Male'],
      ['FEMALE', 'Female'],
      ['UNKNOWN', 'Not specified'],
      ['NON_BINARY', 'Non binary'],
      ['NONBINARY_<b>', 'NONBINARY_<b>'],
    ];
    for (const [gender, label] of labels) {
      const { page } = await open(profileState({ gender }));
      assert.equal(await page.locator('.fact', { hasText: 'Gender' }).locator('dd').textContent(), label);
      assert.equal(await page.locator('.fact b').count(), 0);
    }
  });

  it('shows the Emoji Fight emoji as a 128 image, static and animated, from the CDN', async function () {
    const still = await open(profileState());
    const image = still.page.locator('.avatar img.emoji-fight');
    assert.equal(await image.getAttribute('src'), `${CDN}${EMOJI_IDS.face}.webp?size=128`);
    assert.equal(await image.getAttribute('alt'), ':blobhappy:');
    await image.evaluate((img: HTMLImageElement) => img.decode());
    assert.equal(await image.evaluate((img: HTMLImageElement) => img.naturalWidth), 128, 'the stand-in CDN answered');
    assert.ok(still.emojiRequests.includes(`${CDN}${EMOJI_IDS.face}.webp?size=128`));

    const animated = await open(profileState({ emojiFightEmoji: `<a:party:${EMOJI_IDS.face}>` }));
    const moving = animated.page.locator('.avatar img.emoji-fight');
    assert.equal(await moving.getAttribute('src'), `${CDN}${EMOJI_IDS.face}.webp?size=128&animated=true`);
    assert.match((await moving.getAttribute('class')) ?? '', /\banimated\b/);
  });

  it('shows About me emoji at the URLs of the markup engine, static and animated', async function () {
    const aboutMe = `hi <:sparkles:${EMOJI_IDS.sparkles}> and <a:heart:${EMOJI_IDS.heart}>`;
    const { page } = await open(profileState({ aboutMe }));
    const sources = await page
      .locator('.markup img.emoji')
      .evaluateAll((images) => images.map((img) => img.getAttribute('src')));
    assert.deepEqual(sources, [
      `${CDN}${EMOJI_IDS.sparkles}.webp?size=64`,
      `${CDN}${EMOJI_IDS.heart}.webp?size=64&animated=true`,
    ]);
  });

  it('falls back to the alt text, styled as text, when an emoji image fails to load', async function () {
    const aboutMe = `lost <:ghost:${EMOJI_IDS.missing}> found <:heart:${EMOJI_IDS.heart}>`;
    const { page } = await open(profileState({ aboutMe, emojiFightEmoji: `<:gone:${EMOJI_IDS.missing}>` }));
    await page.locator('.markup .emoji-fallback').waitFor();
    await page.locator('.avatar .emoji-fallback').waitFor();
    assert.equal(await page.locator('.markup .emoji-fallback').textContent(), ':ghost:');
    assert.equal(await page.locator('.avatar .emoji-fallback').textContent(), ':gone:');
    assert.equal(await page.locator(`img[src*="${EMOJI_IDS.missing}"]`).count(), 0);
    assert.equal(
      await page.locator(`.markup img[src*="${EMOJI_IDS.heart}"]`).count(),
      1,
      'images that load stay images',
    );
  });

  it('shows a Unicode emoji as text and other Emoji Fight text escaped, never as an image', async function () {
    const unicode = await open(profileState({ emojiFightEmoji: '🔥' }));
    assert.equal(await unicode.page.locator('.avatar .emoji-glyph').textContent(), '🔥');
    const text = await open(profileState({ emojiFightEmoji: '<b>not an emoji</b>' }));
    assert.equal(await text.page.locator('.avatar img').count(), 0);
    assert.equal(
      await text.page.locator('.fact', { hasText: 'Emoji Fight' }).locator('dd').textContent(),
      '<b>not an emoji</b>',
    );
    const none = await open(profileState({ emojiFightEmoji: null }));
    assert.equal(await none.page.locator('.avatar img').count(), 0);
    assert.equal(
      await none.page.locator('.fact', { hasText: 'Emoji Fight' }).locator('dd').textContent(),
      'None chosen',
    );
  });

  it('renders timestamps as text in <time> with the full date as a tooltip', async function () {
    const { page } = await open(profileState({ aboutMe: 'since <t:1700000000:F>, short <t:1700000000:d>' }));
    const times = page.locator('.markup time');
    assert.equal(await times.count(), 2);
    const options = { locale: 'en-US', timeZone: 'UTC', nowMs: NOW_MS };
    for (const [index, style] of (['F', 'd'] as const).entries()) {
      const expected = formatTimestamp(1700000000, style, options);
      assert.equal(await times.nth(index).textContent(), expected.text);
      assert.equal(await times.nth(index).getAttribute('title'), expected.full);
      assert.equal(await times.nth(index).getAttribute('datetime'), '2023-11-14T22:13:20.000Z');
    }
    assert.equal(await times.nth(0).textContent(), 'Tuesday, November 14, 2023 at 10:13 PM');
    assert.ok(!(await page.locator('.markup').innerText()).includes('<t:'));
  });

  it('keeps R timestamps current: on load and every 30 s, with the same units as the markup engine', async function () {
    const offsets = [
      -10,
      -44,
      -46,
      -89,
      -91,
      -2699,
      -2701,
      -5 * 3600,
      -79199,
      -79201,
      -3 * 86400,
      -2246400 + 60,
      -2246400 - 60,
      -100 * 86400,
      -319 * 86400,
      -321 * 86400,
      -800 * 86400,
      30,
      3000,
      40 * 86400,
      400 * 86400,
    ];
    const aboutMe = offsets.map((offset) => `<t:${NOW_SECONDS + offset}:R>`).join(' ');
    for (const locale of ['en-US', 'pt-BR']) {
      // Rendered 7 minutes before the browser's clock: the page must bring every R up to date by itself.
      const renderedAt = NOW_MS - 7 * 60 * 1000;
      const { page } = await open(profileState({ aboutMe }), {
        page: { locale, nowMs: renderedAt },
        clock: 'manual',
        clockTime: NOW_MS,
      });
      const shown = () => page.locator('.markup time').allTextContents();
      const expectedAt = (nowMs: number) =>
        offsets.map((offset) => formatRelative(NOW_SECONDS + offset, { locale, nowMs }));
      assert.deepEqual(await shown(), expectedAt(NOW_MS), `${locale}: refreshed on load`);
      assert.notDeepEqual(expectedAt(renderedAt), expectedAt(NOW_MS), 'the check can fail');
      await page.clock.runFor(29_000);
      assert.deepEqual(await shown(), expectedAt(NOW_MS), `${locale}: no refresh before 30 s`);
      await page.clock.runFor(1_000);
      assert.deepEqual(await shown(), expectedAt(NOW_MS + 30_000), `${locale}: refreshed after 30 s`);
      await page.clock.runFor(20 * 60_000);
      assert.deepEqual(await shown(), expectedAt(NOW_MS + 30_000 + 20 * 60_000), `${locale}: still refreshing`);
    }
  });

  it('shows the ban: reason, since and until, or permanent', async function () {
    const banned = await open(
      profileState({
        banState: { bannedAt: '2025-12-01T10:00:00Z', expiresAt: '2026-06-01T10:00:00Z', reason: 'Selling sonhos' },
      }),
    );
    const ban = banned.page.locator('section.ban');
    assert.equal(await ban.locator('h2').textContent(), 'Banned');
    assert.equal(await ban.locator('.ban-reason').textContent(), 'Selling sonhos');
    assert.equal(
      await ban.locator('time[datetime="2025-12-01T10:00:00.000Z"]').first().textContent(),
      'December 1, 2025 at 10:00 AM',
    );
    assert.equal(
      await ban.locator('time[datetime="2026-06-01T10:00:00.000Z"]').first().textContent(),
      'June 1, 2026 at 10:00 AM',
    );
    assert.equal(await banned.page.locator('.badge-banned').count(), 1);
    const forever = await open(
      profileState({ banState: { bannedAt: '2025-12-01T10:00:00Z', expiresAt: null, reason: 'x' } }),
    );
    assert.equal(await forever.page.locator('section.ban .permanent').textContent(), 'Permanent');
    const clean = await open(profileState());
    assert.equal(await clean.page.locator('section.ban, .badge-banned').count(), 0);
  });

  it('shows a quiet "No About me" when there is none', async function () {
    const { page } = await open(profileState({ aboutMe: null }));
    assert.equal(await page.locator('section.about .quiet').textContent(), 'No About me');
  });

  it('ends with a quiet footer: cluster ordinal and codename, and whose API key asked, in words', async function () {
    const footerItems = (page: Page) =>
      page
        .locator('footer.service-meta dl > div')
        .evaluateAll((rows) =>
          rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
        );
    const meta = {
      cluster: { raw: 'Canary Cluster 2 (Nebula)', label: 'Canary Cluster', ordinal: 2, codename: 'Nebula' },
      tokenCreator: '111111111111111111',
      tokenUser: '222222222222222222',
    };
    const { page } = await open({ kind: 'profile', id: PROFILE_ID, profile: sampleProfile({}, meta) });
    assert.deepEqual((await footerItems(page)).slice(0, 2), [
      ['Served by', 'Canary Cluster 2 · Nebula'],
      ['Looked up with', "a bot's API key: bot 222222222222222222, created by user 111111111111111111"],
    ]);
    assert.equal(await page.locator('footer [title="Canary Cluster 2 (Nebula)"]').count(), 1);
    const personal = await open({
      kind: 'profile',
      id: PROFILE_ID,
      profile: sampleProfile({}, { tokenCreator: '378800000000000000', tokenUser: '378800000000000000' }),
    });
    assert.deepEqual((await footerItems(personal.page))[0], [
      'Looked up with',
      'the API key of user 378800000000000000',
    ]);
  });

  it('is built from semantic, accessible parts', async function () {
    const { page, host } = await open(profileState());
    assert.equal(await page.locator('main').count(), 1);
    assert.equal(await page.locator('main header h1').count(), 1);
    assert.equal(await page.locator('h1').count(), 1);
    assert.ok((await page.locator('dl dt').count()) >= 5);
    assert.equal(await page.locator('[aria-live="polite"]').count(), 1);
    const missingAlt = await page
      .locator('img')
      .evaluateAll((images) => images.filter((img) => !img.getAttribute('alt')).length);
    assert.equal(missingAlt, 0, 'every image has alt text');
    await page.waitForFunction(
      (id) => document.getElementById('announcer')?.textContent === `Profile of user ${id} loaded`,
      PROFILE_ID,
    );
    assert.deepEqual((await host()).violations, []);
  });
});
