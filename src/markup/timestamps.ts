// Discord timestamp styles through Intl, in the editor's display language and the reader's time zone.
import { formatDateRemembered, formatRelativeRemembered, isoStringRemembered } from './intlFormatters';
import { isValidTimestampSeconds, type TimestampStyle } from './tokens';

export interface TimeFormatOptions {
  /** BCP 47 tag, e.g. VS Code's `env.language` ("en", "pt-br"); an unusable tag falls back to the runtime's default. */
  locale: string;
  /** IANA zone; omitted means the local zone. An unknown zone falls back to the local zone. */
  timeZone?: string;
  /** "Now" for the relative style; Date.now() when omitted. */
  nowMs?: number;
}

export interface FormattedTimestamp {
  /** What the style shows. */
  text: string;
  /** Full date and time with zone, for the tooltip every timestamp carries. */
  full: string;
  /** Machine-readable instant for `<time datetime>`. */
  iso: string;
}

type DateStyleKey = Exclude<TimestampStyle, 'R'> | 'full';

const NUMERIC_DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const SHORT_TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

const DATE_STYLE_OPTIONS: Record<DateStyleKey, Intl.DateTimeFormatOptions> = {
  t: { timeStyle: 'short' },
  T: { timeStyle: 'medium' },
  // dateStyle 'short' gives a 2-digit year in en-US; Discord's `d` shows all four.
  d: NUMERIC_DATE,
  D: { dateStyle: 'long' },
  f: { dateStyle: 'long', timeStyle: 'short' },
  F: { dateStyle: 'full', timeStyle: 'short' },
  s: { ...NUMERIC_DATE, ...SHORT_TIME },
  S: { ...NUMERIC_DATE, ...SHORT_TIME, second: '2-digit' },
  full: { dateStyle: 'full', timeStyle: 'long' },
};

function formatDate(style: DateStyleKey, ms: number, options: TimeFormatOptions): string {
  return formatDateRemembered(ms, options.locale, options.timeZone, style, DATE_STYLE_OPTIONS[style]);
}

function toMilliseconds(seconds: number): number {
  if (!isValidTimestampSeconds(seconds)) throw new RangeError(`timestamp out of the Date range: ${seconds}`);
  return seconds * 1000;
}

const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const AVERAGE_MONTH = 30.436875 * DAY;
const AVERAGE_YEAR = 365.2425 * DAY;

// The thresholds of moment's fromNow, which Discord's relative timestamps follow: below 45 s count
// seconds, below 45 min minutes, below 22 h hours, below 26 d days, below ~11 months months, then years.
const RELATIVE_STEPS: readonly { below: number; unit: Intl.RelativeTimeFormatUnit; size: number }[] = [
  { below: 45 * SECOND, unit: 'second', size: SECOND },
  { below: 45 * MINUTE, unit: 'minute', size: MINUTE },
  { below: 22 * HOUR, unit: 'hour', size: HOUR },
  { below: 26 * DAY, unit: 'day', size: DAY },
  { below: 320 * DAY, unit: 'month', size: AVERAGE_MONTH },
];

/** The `R` style alone: "3 years ago", "in 5 minutes", "há 3 anos". */
export function formatRelative(seconds: number, options: TimeFormatOptions): string {
  const nowMs = options.nowMs ?? Date.now();
  const deltaSeconds = (toMilliseconds(seconds) - nowMs) / 1000;
  const distance = Math.abs(deltaSeconds);
  const step = RELATIVE_STEPS.find((candidate) => distance < candidate.below);
  const unit = step?.unit ?? 'year';
  // Rounding the distance, not the signed value, so 90 s reads "2 minutes" in the past as in the future.
  const value = Math.sign(deltaSeconds) * Math.round(distance / (step?.size ?? AVERAGE_YEAR)) + 0;
  // "now" rather than "in 0 seconds"; everywhere else numbers ("1 day ago", not "yesterday"), as Discord shows.
  return formatRelativeRemembered(value, unit, options.locale, value === 0 ? 'auto' : 'always');
}

/** What the style shows, alone: a hover has no tooltip or machine-readable form to fill. */
export function formatTimestampText(seconds: number, style: TimestampStyle, options: TimeFormatOptions): string {
  return style === 'R' ? formatRelative(seconds, options) : formatDate(style, toMilliseconds(seconds), options);
}

export function formatTimestamp(
  seconds: number,
  style: TimestampStyle,
  options: TimeFormatOptions,
): FormattedTimestamp {
  const ms = toMilliseconds(seconds);
  const text = formatTimestampText(seconds, style, options);
  return { text, full: formatDate('full', ms, options), iso: isoStringRemembered(ms) };
}
