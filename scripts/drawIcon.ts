// Draws the extension's icon (media/icon.png, 128x128) in Chromium from the SVG below.
// Run: npx tsx scripts/drawIcon.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../test/browser/chromium';
import { renderSvgToPng } from '../test/browser/emojiArt';

export const ICON_SIZE = 128;
export const ICON_PATH = join(__dirname, '..', 'media', 'icon.png');

/** A profile card under a magnifying glass, on the extension's indigo-to-cyan tile. */
export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128">
  <defs>
    <linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#5b5bf0"/><stop offset="1" stop-color="#0ea5e9"/>
    </linearGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect x="4" y="4" width="120" height="120" rx="28" fill="url(#tile)"/>
  <rect x="4" y="4" width="120" height="120" rx="28" fill="url(#shine)"/>
  <rect x="18" y="28" width="78" height="60" rx="11" fill="#ffffff"/>
  <rect x="18" y="28" width="78" height="17" rx="11" fill="#dfe3ff"/>
  <rect x="18" y="38" width="78" height="7" fill="#dfe3ff"/>
  <circle cx="37" cy="50" r="11" fill="#5b5bf0" stroke="#ffffff" stroke-width="4"/>
  <rect x="28" y="67" width="36" height="6" rx="3" fill="#c7cdfa"/>
  <rect x="28" y="77" width="24" height="5" rx="2.5" fill="#e3e6fd"/>
  <circle cx="86" cy="82" r="19" fill="#ffffff" fill-opacity="0.28" stroke="#ffffff" stroke-width="7"/>
  <path d="M100 96 L111 107" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/>
  <path d="M78 76a10 10 0 0 1 10-5" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round" fill="none" opacity="0.85"/>
</svg>`;

async function main(): Promise<void> {
  const chromium = await launchChromium();
  try {
    const context = await chromium.newContext();
    writeFileSync(ICON_PATH, await renderSvgToPng(context, ICON_SVG, ICON_SIZE));
    console.log(`wrote ${ICON_PATH}`);
  } finally {
    await chromium.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
