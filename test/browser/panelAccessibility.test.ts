// The panel against axe-core's WCAG 2.1 A and AA rules (issue 28, item 8), in a dark, a light and a high-contrast
// theme, in each state the panel has. axe-core is the standard rules engine (a dev dependency, nothing at run time);
// it is injected through the DevTools protocol (page.evaluate), which the page's strict CSP does not govern, so
// the page under test keeps its real CSP.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import type { PanelState } from '../../src/features/panel/core/profilePage';
import { panelSuite, type OpenPanelOptions, type Theme } from './panelHarness';
import { PROFILE_ID, sampleProfile } from '../support/profileFixtures';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const STATES: { name: string; state: PanelState; options?: OpenPanelOptions }[] = [
  { name: 'loading', state: { kind: 'loading', id: PROFILE_ID } },
  {
    name: 'profile',
    state: {
      kind: 'profile',
      id: PROFILE_ID,
      profile: sampleProfile({ xp: 9223372036854775807n, sonhos: 4611686018427387905n }),
    },
  },
  {
    name: 'banned profile',
    state: {
      kind: 'profile',
      id: PROFILE_ID,
      profile: sampleProfile({
        banState: { bannedAt: '2025-12-01T10:00:00Z', expiresAt: null, reason: 'Selling sonhos' },
      }),
    },
  },
  // Issue 28's "as of" line: a remembered profile, refreshing and not refreshed (offline).
  {
    name: 'remembered profile, refreshing',
    state: { kind: 'profile', id: PROFILE_ID, profile: sampleProfile(), stale: { refreshing: true } },
  },
  {
    name: 'remembered profile, not refreshed',
    state: {
      kind: 'profile',
      id: PROFILE_ID,
      profile: sampleProfile(),
      stale: { notRefreshed: { kind: 'Network', message: 'Offline, or the service cannot be reached.' } },
    },
  },
  {
    name: 'preview profile',
    state: { kind: 'profile', id: PROFILE_ID, profile: sampleProfile() },
    options: { page: { preview: true } },
  },
  {
    name: 'no key',
    state: { kind: 'error', id: PROFILE_ID, error: { kind: 'NoKey', message: 'Set an API key to look users up.' } },
  },
  {
    name: 'not found',
    state: {
      kind: 'error',
      id: PROFILE_ID,
      error: { kind: 'NotFound', message: 'This user has no profile.', status: 404 },
    },
  },
  {
    name: 'rate limited',
    state: {
      kind: 'error',
      id: PROFILE_ID,
      error: { kind: 'RateLimited', message: 'Wait.', retryAfterMs: 3200, status: 429 },
    },
  },
  {
    name: 'server error',
    state: {
      kind: 'error',
      id: PROFILE_ID,
      error: { kind: 'ServerError', message: 'The service answered with an error.', status: 503 },
    },
  },
];

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags } },
      ),
    WCAG_21_A_AA,
  );
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${n.failureSummary ?? ''}`.replace(/\s+/g, ' ')),
  );
}

describe('profile panel in Chromium: axe-core WCAG 2.1 A/AA', function () {
  const { open } = panelSuite();

  for (const theme of ['dark', 'light', 'highContrast'] as Theme[]) {
    it(`passes in the ${theme} theme, in every state`, async function () {
      const failures: string[] = [];
      let checked = 0;
      for (const { name, state, options } of STATES) {
        const { page } = await open(state, { ...options, theme });
        // The theme's stylesheet is linked at DOMContentLoaded: the colours are the theme's once it has loaded.
        await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/theme/')));
        const found = await axeViolations(page);
        failures.push(...found.map((line) => `${name}: ${line}`));
        checked++;
      }
      assert.equal(checked, STATES.length);
      assert.deepEqual(failures, [], `${theme}: ${failures.length} violation(s)`);
    });
  }
});
