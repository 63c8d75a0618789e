// Builds the hover's Markdown. Pure (no vscode import) so it is unit-tested in plain Node. Every piece of
// profile text goes through the markup engine's Markdown renderer, which escapes it: the only links in a
// hover are the ones built here, to the extension's own commands.
import type { LookupError, UserProfile } from '../api/types';
import { emojiImageMarkdown, escapeMarkdown, formatDateRemembered, renderMarkupMarkdown } from '../markup';
import { createdAtMs, PROFILE_LABELS, presentProfile, type ProfileView } from '../profile/profileView';

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

/** The Emoji Fight emoji stands alone on its line, a little larger than the text. */
const EMOJI_FIGHT_HOVER_SIZE = 24;

const HOVER_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function formatCreated(id: string, options: HoverTextOptions): string {
  const ms = createdAtMs(id);
  if (ms === undefined) return 'unknown date';
  return formatDateRemembered(ms, options.locale, options.timeZone, 'hoverCreated', HOVER_DATE);
}

function header(id: string, options: HoverTextOptions): string {
  return `**${PROFILE_LABELS.user} \`${id}\`** · created ${escapeMarkdown(formatCreated(id, options))}`;
}

function actions(id: string): string {
  return `${commandLink('Open Profile', 'profileLookup.lookupUser', [id])} · ${commandLink('Copy Id', 'profileLookup.copyId', [id])}`;
}

function emojiFightMarkdown(view: ProfileView, options: HoverTextOptions): string | undefined {
  const fight = view.emojiFight;
  switch (fight.kind) {
    case 'none':
      return undefined;
    case 'custom':
      return emojiImageMarkdown(fight.emoji, EMOJI_FIGHT_HOVER_SIZE);
    default:
      return renderMarkupMarkdown(fight.text, { ...options, maxLines: 1, maxChars: 100 });
  }
}

export function profileHoverMarkdown(profile: UserProfile, options: HoverTextOptions): string {
  const view = presentProfile(profile.user, options.locale);
  const lines = [header(view.id, options), ''];
  if (view.ban) {
    lines.push(`$(error) **${PROFILE_LABELS.banned}**: ${escapeMarkdown(view.ban.reason)}`, '');
  }
  lines.push(
    `${PROFILE_LABELS.xp} **${view.xp.text}** · ${PROFILE_LABELS.sonhos} **${view.sonhos.text}** · ${PROFILE_LABELS.gender} ${escapeMarkdown(view.gender)}`,
    '',
  );
  if (view.aboutMe !== null) {
    lines.push(renderMarkupMarkdown(view.aboutMe, { ...options, emojiSize: 16, maxLines: 4, maxChars: 400 }), '');
  }
  const fight = emojiFightMarkdown(view, options);
  if (fight !== undefined) lines.push(`${PROFILE_LABELS.emojiFight}: ${fight}`, '');
  lines.push(actions(view.id));
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
