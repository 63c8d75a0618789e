import { timeElementHtml, type TimeFormatOptions, type TimestampStyle } from '../../../markup';

/** An instant of the panel's own (creation, fetch, ban) as the markup engine's `<time>`, to the second. */
export function renderTimeElement(epochMs: number, style: TimestampStyle, options: TimeFormatOptions): string {
  return timeElementHtml(Math.floor(epochMs / 1000), style, options);
}
