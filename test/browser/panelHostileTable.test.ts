// The one hostile table (test/support/hostileInputs.ts) through the panel's page in Chromium (#25 item 5): each row in
// every text field at once. The page shows the profile's bounded view: About me within its lines, every line break a
// line break, no control character raw, nothing executed or loaded; a cut text offers Show all, which asks the
// extension for the expanded view.
import assert from 'node:assert/strict';
import { profileView, VIEW_BOUNDS } from '../../src/profile/profileView';
import { HOSTILE_INPUTS, rawControlAt, userWithEverywhere } from '../support/hostileInputs';
import { NOW_MS, PROFILE_ID } from '../support/profileFixtures';
import { panelSuite, settled } from './panelHarness';

describe('profile panel in Chromium: the hostile table', function () {
  const { open } = panelSuite();

  for (const input of HOSTILE_INPUTS) {
    it(input.name, async function () {
      const user = { ...userWithEverywhere(input.text), id: PROFILE_ID };
      const { page, host, offMachineRequests } = await open({
        kind: 'profile',
        id: PROFILE_ID,
        profile: { view: profileView(user), meta: {}, fetchedAt: NOW_MS },
      });
      await settled(page);
      const seen = await page.evaluate(() => ({
        about: document.querySelector('.about .markup')?.textContent ?? '',
        aboutLines: (document.querySelector<HTMLElement>('.about .markup')?.innerText ?? '').split('\n').length,
        text: document.body.innerText,
        foreign: Array.from(document.querySelectorAll('a, iframe, object, embed, style, form, input')).length,
        showAll: document.querySelectorAll('button[data-action="showAll"]').length,
      }));
      assert.ok(seen.aboutLines <= VIEW_BOUNDS.aboutMe.maxLines + 1, `${seen.aboutLines} lines of About me`);
      assert.ok(seen.text.length <= 12_000, `${seen.text.length} characters on the page`);
      assert.equal(rawControlAt(seen.text, '\n\t'), -1, 'no raw control character or other line break on the page');
      assert.equal(seen.foreign, 0, 'no link, frame, style or form from profile text');
      assert.deepEqual([...offMachineRequests], [], 'nothing loaded from elsewhere');
      const state = await host();
      assert.deepEqual(state.violations, [], 'nothing even tried to break the CSP');
      const cut = profileView(user).aboutMe?.cut === true || profileView(user).ban?.reason.cut === true;
      assert.equal(seen.showAll, cut ? 1 : 0, 'Show all when, and only when, something was cut');
      if (cut) {
        await page.getByRole('button', { name: 'Show all' }).click();
        assert.deepEqual((await host()).messages, [{ type: 'showAll' }]);
      }
    });
  }

  it('the expanded view says where the rest is instead of offering Show all again', async function () {
    const long = Array.from({ length: 3000 }, (_, i) => `line ${i}`).join('\n');
    const view = profileView({ ...userWithEverywhere('x'), id: PROFILE_ID, aboutMe: long }, { expanded: true });
    const { page } = await open({ kind: 'profile', id: PROFILE_ID, profile: { view, meta: {}, fetchedAt: NOW_MS } });
    assert.equal(await page.locator('button[data-action="showAll"]').count(), 0);
    assert.match(await page.locator('.cut-note').innerText(), /Copy JSON has all of it/);
    const lines = (await page.locator('.about .markup').innerText()).split('\n').length;
    assert.ok(
      lines > VIEW_BOUNDS.aboutMe.maxLines && lines <= VIEW_BOUNDS.aboutMeExpanded.maxLines + 1,
      `${lines} lines`,
    );
  });
});
