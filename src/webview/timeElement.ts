import { escapeHtml, formatTimestamp, type TimeFormatOptions, type TimestampStyle } from '../markup';

/**
 * A <time> in the same shape the markup engine gives chat timestamps, so the page script keeps every `R`
 * on the page fresh the same way and every date carries its full form as a tooltip.
 */
export function renderTimeElement(epochMs: number, style: TimestampStyle, options: TimeFormatOptions): string {
  const seconds = Math.floor(epochMs / 1000);
  const { text, full, iso } = formatTimestamp(seconds, style, options);
  return (
    `<time class="ts" datetime="${escapeHtml(iso)}" title="${escapeHtml(full)}" data-ts="${seconds}" data-style="${style}">` +
    `${escapeHtml(text)}</time>`
  );
}

/** An instant from the service (ISO text) as a <time>, or the text as written when it does not parse. */
export function renderInstant(isoText: string, style: TimestampStyle, options: TimeFormatOptions): string {
  const ms = Date.parse(isoText);
  return Number.isFinite(ms) ? renderTimeElement(ms, style, options) : `<span class="raw-instant">${escapeHtml(isoText)}</span>`;
}
