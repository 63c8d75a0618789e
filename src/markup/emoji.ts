// Custom emoji images on Discord's CDN.

const CDN_EMOJI_BASE = 'https://cdn.discordapp.com/emojis/';
const MIN_CDN_SIZE = 16;
const MAX_CDN_SIZE = 4096;
const EMOJI_ID = /^\d{17,20}$/;

/** The CDN serves power-of-two sizes from 16 to 4096: the smallest one at least `size`, within that range. */
export function emojiCdnSize(size: number): number {
  let cdnSize = MIN_CDN_SIZE;
  while (cdnSize < size && cdnSize < MAX_CDN_SIZE) cdnSize *= 2;
  return cdnSize;
}

/**
 * `https://cdn.discordapp.com/emojis/ID.webp?size=N[&animated=true]`. The id must be 17-20 digits, so the
 * URL needs no escaping inside Markdown or a URL; `size` is rounded up to a size the CDN serves.
 */
export function emojiImageUrl(id: string, animated: boolean, size: number): string {
  if (!EMOJI_ID.test(id)) throw new RangeError(`not an emoji id: ${JSON.stringify(id)}`);
  const url = `${CDN_EMOJI_BASE}${id}.webp?size=${emojiCdnSize(size)}`;
  return animated ? `${url}&animated=true` : url;
}

/** Pixels to request for an emoji shown at `displayPx` CSS pixels: twice as many, for high-density screens. */
export function emojiCdnSizeForDisplay(displayPx: number): number {
  return emojiCdnSize(displayPx * 2);
}

/** A whole number of CSS pixels from 1 to 4096 for an emoji's width and height; anything else means `fallback`. */
export function emojiDisplaySize(size: number | undefined, fallback: number): number {
  if (size === undefined || !Number.isFinite(size)) return fallback;
  const whole = Math.round(size);
  return whole >= 1 && whole <= MAX_CDN_SIZE ? whole : fallback;
}
