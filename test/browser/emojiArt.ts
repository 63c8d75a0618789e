import type { BrowserContext } from 'playwright-core';

// Stand-in artwork for custom emoji: the tests answer the CDN's requests themselves (no traffic leaves
// the machine), with PNGs drawn here by the same Chromium.

const FACE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128">
  <defs>
    <radialGradient id="g" cx="40%" cy="32%" r="75%"><stop offset="0" stop-color="#ffe27a"/><stop offset="0.65" stop-color="#ffc21a"/><stop offset="1" stop-color="#f29a00"/></radialGradient>
  </defs>
  <circle cx="64" cy="66" r="56" fill="url(#g)"/>
  <path d="M40 53c3-8 14-8 17 0M71 53c3-8 14-8 17 0" fill="none" stroke="#5a3300" stroke-width="7" stroke-linecap="round"/>
  <path d="M36 72c6 20 50 20 56 0Z" fill="#5a3300"/>
  <path d="M48 84c8 6 24 6 32 0c-6 6-26 6-32 0Z" fill="#ff6b6b"/>
  <circle cx="33" cy="72" r="7" fill="#ff8a65" opacity="0.55"/><circle cx="95" cy="72" r="7" fill="#ff8a65" opacity="0.55"/>
  <path d="M96 22l4 10 10 4-10 4-4 10-4-10-10-4 10-4Z" fill="#ffffff" opacity="0.9"/>
</svg>`;

const HEART = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128">
  <defs><linearGradient id="h" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff7aa8"/><stop offset="1" stop-color="#e8265e"/></linearGradient></defs>
  <path d="M64 112 20 68C6 54 8 30 26 22c13-6 28-1 38 12 10-13 25-18 38-12 18 8 20 32 6 46Z" fill="url(#h)"/>
  <path d="M34 38c5-6 14-7 19-2" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity="0.6"/>
</svg>`;

const SPARKLES = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128">
  <path d="M56 14c5 26 14 35 40 40-26 5-35 14-40 40-5-26-14-35-40-40 26-5 35-14 40-40Z" fill="#ffcc33"/>
  <path d="M98 70c3 14 8 19 22 22-14 3-19 8-22 22-3-14-8-19-22-22 14-3 19-8 22-22Z" fill="#ffb300"/>
  <path d="M100 12c2 8 5 11 13 13-8 2-11 5-13 13-2-8-5-11-13-13 8-2 11-5 13-13Z" fill="#ffe082"/>
</svg>`;

export const EMOJI_IDS = {
  face: '1085319513345736704',
  heart: '953334592049397781',
  sparkles: '1089239911184019506',
  /** Answered with 404: the page must fall back to the alt text. */
  missing: '1100000000000000001',
} as const;

const ARTWORK: Record<string, string> = {
  [EMOJI_IDS.face]: FACE,
  [EMOJI_IDS.heart]: HEART,
  [EMOJI_IDS.sparkles]: SPARKLES,
};

/** Renders an SVG to a transparent PNG of `size` pixels in a scratch page of `context`. */
export async function renderSvgToPng(context: BrowserContext, svg: string, size: number): Promise<Buffer> {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<!DOCTYPE html><html><body>${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.addStyleTag({ content: 'html,body{margin:0;background:transparent}svg{display:block}' });
    return await page.locator('svg').first().screenshot({ omitBackground: true, type: 'png' });
  } finally {
    await page.close();
  }
}

/** PNGs for the known emoji ids; ids without artwork get a 404 from the CDN stand-in. */
export async function renderEmojiArtwork(context: BrowserContext): Promise<Map<string, Buffer>> {
  const images = new Map<string, Buffer>();
  for (const [id, svg] of Object.entries(ARTWORK)) images.set(id, await renderSvgToPng(context, svg, 128));
  return images;
}
