import type { LookupError, LookupErrorKind } from '../../src/model/lookupError';
import assert from 'node:assert/strict';
import { errorHeadlines, loadingHeadline } from '../../src/features/panel/core/profilePage';

const ERROR_HEADLINES = errorHeadlines();
const LOADING_HEADLINE = loadingHeadline();
import { panelSuite, screenshotPath } from './panelHarness';
import { PROFILE_ID } from '../support/profileFixtures';

/** One realistic error of each kind, and the button its page must offer (none where no action helps). */
const ERRORS: Record<LookupErrorKind, { error: LookupError; button?: string; also?: string }> = {
  // Without a key the page also leads to where keys are made.
  NoKey: {
    error: { kind: 'NoKey', message: 'Set an API key to look users up.' },
    button: 'Set API Key',
    also: 'Get a key',
  },
  Unauthorized: {
    error: { kind: 'Unauthorized', message: 'The service did not accept the API key.', status: 401 },
    button: 'Set API Key',
  },
  NotFound: { error: { kind: 'NotFound', message: 'This user has no profile: they never used the bot.', status: 404 } },
  RateLimited: {
    error: {
      kind: 'RateLimited',
      message: 'The service asked to wait before the next lookup.',
      retryAfterMs: 3200,
      status: 429,
    },
  },
  ServerError: {
    error: { kind: 'ServerError', message: 'The service answered with an error.', status: 503 },
    button: 'Retry',
  },
  Timeout: { error: { kind: 'Timeout', message: 'The service did not answer within 10 seconds.' }, button: 'Retry' },
  Network: { error: { kind: 'Network', message: 'Could not connect to api.loritta.website.' }, button: 'Retry' },
  InvalidResponse: {
    error: { kind: 'InvalidResponse', message: 'The profile had an xp that is not an integer.', field: 'xp' },
    button: 'Retry',
  },
  InvalidId: { error: { kind: 'InvalidId', message: 'A user id is 1 to 19 digits, at most 9223372036854775807.' } },
  InsecureUrl: {
    error: { kind: 'InsecureUrl', message: 'The base address uses http:// for a host that is not loopback.' },
    button: 'Open Settings',
  },
  Cancelled: { error: { kind: 'Cancelled', message: 'The lookup was cancelled.' }, button: 'Retry' },
  // No button: retrying cannot load a part of the extension that is missing; the message says to reinstall.
  BrokenInstall: {
    error: {
      kind: 'BrokenInstall',
      message:
        'Profile Lookup could not load a part of itself (api): Cannot find module. Reinstall or update the extension.',
    },
  },
};

describe('profile panel in Chromium: states', function () {
  const { open } = panelSuite();

  it('loading: a headline with the id, busy, announced', async function () {
    const panel = await open({ kind: 'loading', id: PROFILE_ID });
    const { page } = panel;
    assert.equal(await page.locator('h1').textContent(), LOADING_HEADLINE);
    assert.match(await page.locator('.state-id').innerText(), new RegExp(`User\\s+${PROFILE_ID}`));
    assert.equal(await page.locator('[aria-busy="true"]').count(), 1);
    assert.equal(await page.title(), `User ${PROFILE_ID}`);
    await page.waitForFunction(
      (text) => document.getElementById('announcer')?.textContent === text,
      `${LOADING_HEADLINE} ${PROFILE_ID}`,
    );
    assert.deepEqual((await panel.host()).states, [{ id: PROFILE_ID }]);
    await page.screenshot({ path: screenshotPath('state-loading.png'), fullPage: true });
    assert.deepEqual(panel.offMachineRequests, []);
  });

  for (const kind of Object.keys(ERRORS) as LookupErrorKind[]) {
    const { error, button, also } = ERRORS[kind];
    it(`${kind}: "${ERROR_HEADLINES[kind]}", the error's sentence${button ? `, and "${button}"` : ''}`, async function () {
      const panel = await open({ kind: 'error', id: PROFILE_ID, error });
      const { page } = panel;
      assert.equal(await page.locator('h1').textContent(), ERROR_HEADLINES[kind]);
      assert.equal(await page.locator('.state-message').textContent(), error.message);
      assert.equal(await page.title(), `${ERROR_HEADLINES[kind]} · User ${PROFILE_ID}`);
      const buttons = await page.getByRole('button').allInnerTexts();
      assert.deepEqual(
        buttons.map((text) => text.trim()),
        [...(button ? [button] : []), ...(also ? [also] : [])],
      );
      if (kind === 'InvalidResponse') assert.equal(await page.locator('.state-detail code').textContent(), 'xp');
      if (kind === 'RateLimited')
        assert.equal(await page.locator('.countdown-value[role="timer"]').textContent(), '4 seconds');
      await page.waitForFunction(
        (text) => document.getElementById('announcer')?.textContent === text,
        `${ERROR_HEADLINES[kind]}. ${error.message}`,
      );
      assert.deepEqual((await panel.host()).violations, []);
      await page.screenshot({ path: screenshotPath(`state-${kind}.png`), fullPage: true });
      assert.deepEqual(panel.offMachineRequests, []);
    });
  }

  it('every error kind has its own headline', function () {
    const headlines = Object.values(ERROR_HEADLINES);
    assert.equal(new Set(headlines).size, headlines.length);
    assert.deepEqual(Object.keys(ERROR_HEADLINES).sort(), (Object.keys(ERRORS) as string[]).sort());
  });

  it('error text is shown as text: the message and the field are escaped', async function () {
    const error: LookupError = {
      kind: 'InvalidResponse',
      message: '<img src=x onerror="window.__pwned=1"> is not a number',
      field: '"><b>xp</b>',
    };
    const panel = await open({ kind: 'error', id: PROFILE_ID, error });
    assert.equal(await panel.page.locator('.state-message').textContent(), error.message);
    assert.equal(await panel.page.locator('.state-detail code').textContent(), error.field);
    assert.equal(await panel.page.locator('main img, main b').count(), 0);
    assert.deepEqual((await panel.host()).pwned, []);
  });
});
