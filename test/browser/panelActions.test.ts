import type { LookupError } from '../../src/model/lookupError';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { PanelState } from '../../src/features/panel/core/profilePage';
import { panelSuite } from './panelHarness';
import { NOW_MS, PROFILE_ID, sampleProfile } from '../support/profileFixtures';

const PROFILE: PanelState = { kind: 'profile', id: PROFILE_ID, profile: sampleProfile() };

function errorState(error: LookupError): PanelState {
  return { kind: 'error', id: PROFILE_ID, error };
}

/** The data-action of the focused element, or undefined when focus is not on an action button. */
function focusedAction(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.action);
}

describe('profile panel in Chromium: actions', function () {
  const { open } = panelSuite();

  it('posts refresh, copyJson and copyId when the buttons are clicked', async function () {
    const { page, host } = await open(PROFILE);
    await page.getByRole('button', { name: 'Copy JSON' }).click();
    await page.getByRole('button', { name: 'Copy id' }).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    assert.deepEqual((await host()).messages, [{ type: 'copyJson' }, { type: 'copyId' }, { type: 'refresh' }]);
    assert.equal(
      await page.getByRole('button', { name: 'Refresh' }).getAttribute('aria-busy'),
      'true',
      'Refresh shows it is working',
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    assert.equal((await host()).messages.length, 3, 'a second click while refreshing sends nothing');
  });

  it('a preview panel offers Keep open, and a double click on the page keeps it too (not on a button)', async function () {
    const preview = await open(PROFILE, { page: { preview: true } });
    assert.equal(await preview.page.locator('.preview-bar').count(), 1);
    await preview.page.getByRole('button', { name: 'Keep open' }).click();
    await preview.page.getByRole('button', { name: 'Copy JSON' }).dblclick();
    await preview.page.locator('.about').dblclick();
    assert.deepEqual((await preview.host()).messages, [
      { type: 'keepOpen' },
      { type: 'copyJson' },
      { type: 'copyJson' },
      { type: 'keepOpen' },
    ]);
    assert.deepEqual(
      (await preview.host()).states,
      [{ id: PROFILE_ID, preview: true }],
      'a revived preview stays a preview',
    );

    const kept = await open(PROFILE);
    assert.equal(await kept.page.locator('.preview-bar').count(), 0, 'a kept panel has no preview bar');
    await kept.page.locator('.about').dblclick();
    assert.deepEqual((await kept.host()).messages, [], 'and a double click does nothing');
  });

  it('reaches every button with Tab and activates it with Enter or Space, with a visible focus ring', async function () {
    const { page, host } = await open(PROFILE);
    const order: string[] = [];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      const action = await focusedAction(page);
      assert.ok(action, `Tab ${i + 1} lands on a button`);
      order.push(action);
      const outline = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return { style: style.outlineStyle, width: style.outlineWidth };
      });
      assert.equal(outline.style, 'solid', `${action} shows focus`);
      assert.equal(outline.width, '2px');
    }
    assert.deepEqual(order, ['copyId', 'refresh', 'copyJson']);

    // Walk back and activate each with the keyboard.
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focusedAction(page), 'refresh');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focusedAction(page), 'copyId');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(await focusedAction(page), 'copyJson');
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    assert.deepEqual((await host()).messages, [{ type: 'copyId' }, { type: 'copyJson' }, { type: 'refresh' }]);
  });

  it('NoKey: "Get a key" posts openApiKeysPage, next to Set API Key', async function () {
    const { page, host } = await open(errorState({ kind: 'NoKey', message: 'Set an API key first.' }));
    await page.getByRole('button', { name: 'Get a key' }).click();
    assert.deepEqual((await host()).messages, [{ type: 'openApiKeysPage' }]);
    assert.deepEqual(
      await page
        .locator('.state-actions button')
        .evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.action)),
      ['setApiKey', 'openApiKeysPage'],
    );
  });

  it('shows no focus ring after a mouse click', async function () {
    const { page } = await open(PROFILE);
    await page.getByRole('button', { name: 'Copy JSON' }).click();
    assert.equal(await focusedAction(page), 'copyJson');
    assert.equal(await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle), 'none');
  });

  const ERROR_ACTIONS: [LookupError, string, string][] = [
    [{ kind: 'NoKey', message: 'Set an API key first.' }, 'Set API Key', 'setApiKey'],
    [{ kind: 'Unauthorized', message: 'The key was refused.' }, 'Set API Key', 'setApiKey'],
    [{ kind: 'Network', message: 'No connection.' }, 'Retry', 'retry'],
    [{ kind: 'Timeout', message: 'No answer in 10 s.' }, 'Retry', 'retry'],
    [{ kind: 'ServerError', message: 'The service failed.', status: 503 }, 'Retry', 'retry'],
    [{ kind: 'InsecureUrl', message: 'http:// is for loopback only.' }, 'Open Settings', 'openSettings'],
  ];

  for (const [error, label, action] of ERROR_ACTIONS) {
    it(`${error.kind}: "${label}" posts ${action} on click and on Enter`, async function () {
      const clicked = await open(errorState(error));
      await clicked.page.getByRole('button', { name: label }).click();
      assert.deepEqual((await clicked.host()).messages, [{ type: action }]);

      const typed = await open(errorState(error));
      await typed.page.keyboard.press('Tab');
      assert.equal(await focusedAction(typed.page), action);
      await typed.page.keyboard.press('Enter');
      assert.deepEqual((await typed.host()).messages, [{ type: action }]);
    });
  }

  it('RateLimited: counts down and posts retry by itself, once, when the wait is over', async function () {
    const { page, host } = await open(
      errorState({ kind: 'RateLimited', message: 'Too many requests.', retryAfterMs: 5000 }),
      { clock: 'manual' },
    );
    const countdown = page.locator('.countdown-value');
    assert.equal(await countdown.textContent(), '5 seconds');
    await page.clock.runFor(1_100);
    assert.equal(await countdown.textContent(), '4 seconds');
    await page.clock.runFor(3_700);
    assert.equal(await countdown.textContent(), '1 second');
    assert.deepEqual((await host()).messages, [], 'no retry before the wait is over');
    await page.clock.runFor(200);
    assert.deepEqual((await host()).messages, [{ type: 'retry', automatic: true }]);
    assert.equal(await countdown.textContent(), '0 seconds');
    await page.clock.runFor(10_000);
    assert.deepEqual((await host()).messages, [{ type: 'retry', automatic: true }], 'only once');
    assert.equal(await page.locator('#announcer').textContent(), 'Trying again now');
  });

  it('RateLimited: a page rebuilt later keeps the original deadline, clamped to the wait', async function () {
    const error: LookupError = { kind: 'RateLimited', message: 'Too many requests.', retryAfterMs: 5000 };
    // Rendered 3 s before the page came up (a hidden panel shown again): 2 s are left, not 5.
    const late = await open(errorState(error), { page: { nowMs: NOW_MS - 3000 }, clock: 'manual', clockTime: NOW_MS });
    assert.equal(await late.page.locator('.countdown-value').textContent(), '2 seconds');
    await late.page.clock.runFor(2_000);
    assert.deepEqual((await late.host()).messages, [{ type: 'retry', automatic: true }]);
    // The extension host's clock a minute ahead of the page's: never wait longer than retryAfterMs.
    const skewed = await open(errorState(error), {
      page: { nowMs: NOW_MS + 60_000 },
      clock: 'manual',
      clockTime: NOW_MS,
    });
    await skewed.page.clock.runFor(4_900);
    assert.deepEqual((await skewed.host()).messages, []);
    await skewed.page.clock.runFor(100);
    assert.deepEqual((await skewed.host()).messages, [{ type: 'retry', automatic: true }]);
  });

  it('RateLimited: with the real clock, a short wait ends in a retry', async function () {
    const started = Date.now();
    const { page, host } = await open(
      errorState({ kind: 'RateLimited', message: 'Too many requests.', retryAfterMs: 700 }),
      { clock: 'real', page: { nowMs: started } },
    );
    await page.waitForFunction(
      () => (window as unknown as { __webviewHost: { messages: unknown[] } }).__webviewHost.messages.length > 0,
    );
    assert.ok(Date.now() - started >= 700, 'not before the wait');
    assert.deepEqual((await host()).messages, [{ type: 'retry', automatic: true }]);
  });

  it('RateLimited without a wait (the extension stopped retrying by itself): a Retry button, no countdown, no retry of its own', async function () {
    const { page, host } = await open(
      errorState({ kind: 'RateLimited', message: 'Still rate limited after 3 automatic retries.' }),
      { clock: 'manual' },
    );
    assert.equal(await page.locator('.countdown-value').count(), 0);
    await page.clock.runFor(60_000);
    assert.deepEqual((await host()).messages, [], 'nothing sent by itself');
    await page.getByRole('button', { name: 'Retry' }).click();
    assert.deepEqual((await host()).messages, [{ type: 'retry' }], 'the user retries');
  });
});
