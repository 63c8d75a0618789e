// Builds the hover's Markdown. Pure (no vscode import) so it is unit-tested in plain Node. Every piece of
// profile text goes through the markup engine's Markdown renderer, which escapes it: the only links in a
// hover are the ones built here, to the extension's own commands.
import type { LookupError, UserProfile } from '../api/types';
import { emojiImageMarkdown, escapeMarkdown, formatDateRemembered, renderMarkupMarkdown } from '../markup';
import { l10n } from '../l10n';
import { createdAtMs, profileLabels, presentProfile, type ProfileView } from '../profile/profileView';

export const HOVER_COMMANDS = ['profileLookup.lookupUser', 'profileLookup.copyId', 'profileLookup.setApiKey'] as const;

export interface HoverTextOptions {
  locale: string;
  timeZone?: string;
  nowMs?: number;
}

/** A translated sentence as hover Markdown: shown as written, whatever punctuation the translation uses. */
function md(message: string, ...args: string[]): string {
  return escapeMarkdown(l10n.t(message, ...args));
}

/** A link to one of the extension's own commands; `label` is already translated text. */
function commandLink(label: string, command: (typeof HOVER_COMMANDS)[number], args?: readonly unknown[]): string {
  const query = args ? `?${encodeURIComponent(JSON.stringify(args))}` : '';
  const text = escapeMarkdown(label);
  return `[${text}](command:${command}${query} "${text}")`;
}

/** The Emoji Fight emoji stands alone on its line, a little larger than the text. */
const EMOJI_FIGHT_HOVER_SIZE = 24;

const HOVER_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function formatCreated(id: string, options: HoverTextOptions): string {
  const ms = createdAtMs(id);
  if (ms === undefined) return l10n.t('unknown date');
  return formatDateRemembered(ms, options.locale, options.timeZone, 'hoverCreated', HOVER_DATE);
}

function header(id: string, options: HoverTextOptions): string {
  return `**${md('User')} \`${id}\`** · ${md('created {0}', formatCreated(id, options))}`;
}

function actions(id: string): string {
  return `${commandLink(l10n.t('Open Profile'), 'profileLookup.lookupUser', [id])} · ${commandLink(l10n.t('Copy Id'), 'profileLookup.copyId', [id])}`;
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
  const labels = profileLabels();
  const lines = [header(view.id, options), ''];
  if (view.ban) {
    lines.push(`$(error) **${escapeMarkdown(labels.banned)}**: ${escapeMarkdown(view.ban.reason)}`, '');
  }
  lines.push(
    `${escapeMarkdown(labels.xp)} **${view.xp.text}** · ${escapeMarkdown(labels.sonhos)} **${view.sonhos.text}** · ${escapeMarkdown(labels.gender)} ${escapeMarkdown(view.gender)}`,
    '',
  );
  if (view.aboutMe !== null) {
    lines.push(renderMarkupMarkdown(view.aboutMe, { ...options, emojiSize: 16, maxLines: 4, maxChars: 400 }), '');
  }
  const fight = emojiFightMarkdown(view, options);
  if (fight !== undefined) lines.push(`${escapeMarkdown(labels.emojiFight)}: ${fight}`, '');
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

export function noKeyNote(): string {
  return `${md("Set an API key to see this user's profile:")} ${commandLink(l10n.t('Set API Key'), 'profileLookup.setApiKey')}`;
}

export function loadingNote(): string {
  return `$(loading~spin) ${md('Fetching the profile (waiting for the rate limit); hover again in a moment.')}`;
}

/** One short line per error; never a notification from a hover. */
export function errorNote(error: LookupError): string | undefined {
  switch (error.kind) {
    case 'NotFound':
      return `$(circle-slash) ${md('No profile: this user was not found.')}`;
    case 'Unauthorized':
      return `$(key) ${md('The API key was rejected.')} ${commandLink(l10n.t('Set API Key'), 'profileLookup.setApiKey')}`;
    case 'NoKey':
      return noKeyNote();
    case 'RateLimited': {
      const seconds = Math.max(1, Math.ceil((error.retryAfterMs ?? 1000) / 1000));
      return `$(watch) ${md('Rate limited: free again in {0} s.', String(seconds))}`;
    }
    case 'Network':
      return `$(cloud-offline) ${md('Offline, or the service cannot be reached.')}`;
    case 'Timeout':
      return `$(watch) ${md('The service did not answer in time.')}`;
    case 'Cancelled':
      return undefined;
    default:
      return `$(warning) ${escapeMarkdown(error.message)}`;
  }
}
