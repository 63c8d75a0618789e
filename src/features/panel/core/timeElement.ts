import { escapeHtml, timeElementHtml, type TimeFormatOptions, type TimestampStyle } from '../../../markup';

/** An instant of the panel's own (creation, fetch, ban) as the markup engine's `<time>`, to the second. */
export function renderTimeElement(epochMs: number, style: TimestampStyle, options: TimeFormatOptions): string {
  return timeElementHtml(Math.floor(epochMs / 1000), style, options);
}

/** An instant from the service (ISO text) as a <time>, or the text as written when it does not parse. */
export function renderInstant(isoText: string, style: TimestampStyle, options: TimeFormatOptions): string {
  const ms = Date.parse(isoText);
  return Number.isFinite(ms) ? renderTimeElement(ms, style, options) : `<span class="raw-instant">${escapeHtml(isoText)}</span>`;
}
