// Builds the hover's Markdown. Pure (no vscode import) so it is unit-tested in plain Node. Every piece of
// profile text goes through the markup engine's Markdown renderer, which escapes it: the only links in a
// hover are the ones built here, to the extension's own commands.
import type { LookupError, UserProfile } from '../api/types';
import { snowflakeDate } from '../ids/snowflake';
import { escapeMarkdown, formatDateRemembered, renderMarkupMarkdown } from '../markup';
import { formatExactInteger } from '../webview/pageLocale';

export const HOVER_COMMANDS = ['profileLookup.lookupUser', 'profileLookup.copyId', 'profileLookup.setApiKey'] as const;

export interface HoverTextOptions {
  locale: string;
  timeZone?: string;
  nowMs?: number;
}

function commandLink(label: string, command: (typeof HOVER_COMMANDS)[number], args?: readonly unknown[]): string {
  const query = args ? `?${encodeURIComponent(JSON.stringify(args))}` : '';
  return `[${label}](command:${command}${query} "${label}")`;
}

const HOVER_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function formatDate(date: Date, options: HoverTextOptions): string {
  if (Number.isNaN(date.getTime())) return 'unknown date';
  return formatDateRemembered(date.getTime(), options.locale, options.timeZone, 'hoverCreated', HOVER_DATE);
}

const GENDER_LABELS: Record<string, string> = { MALE: 'Male', FEMALE: 'Female', UNKNOWN: 'Not set' };

export function genderLabel(gender: string): string {
  return GENDER_LABELS[gender] ?? gender;
}

function header(id: string, options: HoverTextOptions): string {
  return `**User \`${id}\`** · created ${escapeMarkdown(formatDate(snowflakeDate(id), options))}`;
}

function actions(id: string): string {
  return `${commandLink('Open Profile', 'profileLookup.lookupUser', [id])} · ${commandLink('Copy Id', 'profileLookup.copyId', [id])}`;
}

export function profileHoverMarkdown(profile: UserProfile, options: HoverTextOptions): string {
  const { user } = profile;
  const lines = [header(user.id, options), ''];
  if (user.banState) {
    lines.push(`$(error) **Banned**: ${escapeMarkdown(user.banState.reason)}`, '');
  }
  lines.push(
    `XP **${formatExactInteger(user.xp, options.locale)}** · Sonhos **${formatExactInteger(user.sonhos, options.locale)}** · Gender ${escapeMarkdown(genderLabel(user.gender))}`,
    '',
  );
  if (user.aboutMe) {
    lines.push(renderMarkupMarkdown(user.aboutMe, { ...options, emojiSize: 16, maxLines: 4, maxChars: 400 }), '');
  }
  if (user.emojiFightEmoji) {
    lines.push(`Emoji Fight: ${renderMarkupMarkdown(user.emojiFightEmoji, { ...options, emojiSize: 24, maxLines: 1, maxChars: 100 })}`, '');
  }
  lines.push(actions(user.id));
  return lines.join('\n');
}

/** A hover for an id whose profile is not (yet) known: what the id itself says, plus one line of why. */
export function idOnlyHoverMarkdown(id: string, note: string | undefined, options: HoverTextOptions): string {
  const lines = [header(id, options)];
  if (note) lines.push('', note);
  lines.push('', actions(id));
  return lines.join('\n');
}

export const NO_KEY_NOTE = `Set an API key to see this user's profile: ${commandLink('Set API Key', 'profileLookup.setApiKey')}`;
export const LOADING_NOTE = '$(loading~spin) Fetching the profile (waiting for the rate limit); hover again in a moment.';

/** One short line per error; never a notification from a hover. */
export function errorNote(error: LookupError): string | undefined {
  switch (error.kind) {
    case 'NotFound':
      return '$(circle-slash) No profile: this user was not found.';
    case 'Unauthorized':
      return `$(key) The API key was rejected. ${commandLink('Set API Key', 'profileLookup.setApiKey')}`;
    case 'NoKey':
      return NO_KEY_NOTE;
    case 'RateLimited': {
      const seconds = Math.max(1, Math.ceil((error.retryAfterMs ?? 1000) / 1000));
      return `$(watch) Rate limited: free again in ${seconds} s.`;
    }
    case 'Network':
      return '$(cloud-offline) Offline, or the service cannot be reached.';
    case 'Timeout':
      return '$(watch) The service did not answer in time.';
    case 'Cancelled':
      return undefined;
    default:
      return `$(warning) ${escapeMarkdown(error.message)}`;
  }
}
