import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ICON_PATH, ICON_SIZE } from '../../scripts/drawIcon';
import { panelSuite, screenshotPath, settled, type Theme } from './panelHarness';
import { PROFILE_ID, sampleProfile } from '../support/profileFixtures';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG', 'a PNG file');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const THEME_BACKGROUNDS: Record<Theme, string> = {
  dark: 'rgb(31, 31, 31)',
  light: 'rgb(255, 255, 255)',
  highContrast: 'rgb(0, 0, 0)',
};

describe('profile panel in Chromium: screenshots', function () {
  const { open } = panelSuite();

  for (const theme of ['light', 'dark'] as Theme[]) {
    it(`panel-${theme}.png: the profile under Default ${theme === 'dark' ? 'Dark' : 'Light'} Modern`, async function () {
      const panel = await open(
        { kind: 'profile', id: PROFILE_ID, profile: sampleProfile() },
        {
          theme,
          context: { viewport: { width: 820, height: 560 }, deviceScaleFactor: 2 },
        },
      );
      const { page } = panel;
      await settled(page);
      await page
        .locator('img')
        .evaluateAll((images) => Promise.all(images.map((image) => (image as HTMLImageElement).decode())));
      assert.equal(
        await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
        THEME_BACKGROUNDS[theme],
        'the theme applies',
      );
      assert.deepEqual((await panel.host()).violations, []);
      const path = screenshotPath(`panel-${theme}.png`);
      await page.screenshot({ path, fullPage: true });
      const { width, height } = pngSize(readFileSync(path));
      assert.equal(width, 1640);
      assert.ok(height >= 1000, `the whole card is in the picture (${height} px high)`);
      assert.deepEqual(panel.offMachineRequests, []);
    });
  }

  it(`the extension icon is a ${ICON_SIZE}x${ICON_SIZE} PNG (drawn by scripts/drawIcon.ts)`, function () {
    assert.deepEqual(pngSize(readFileSync(ICON_PATH)), { width: ICON_SIZE, height: ICON_SIZE });
  });
});
