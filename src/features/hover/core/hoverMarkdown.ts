// Builds the hover's Markdown. Pure (no vscode import) so it is unit-tested in plain Node. Every piece of
// profile text goes through the markup engine's Markdown renderer, which escapes it: the only links in a
// hover are the ones built here, to the extension's own commands.
//
// A hover is made of parts (one per hover provider, see hoverProvider.ts): the id's header, shown at once,
// and the profile's body, which follows when it arrives. A cached profile is both in one part.
import type { ProfileView } from '../../../model/viewTypes';
import type { IdKind } from '../../../ids/idKind';
import {
  emojiImageMarkdown,
  escapeMarkdown,
  formatDateRemembered,
  formatRelative,
  renderMarkupMarkdown,
} from '../../../markup';
import { l10n } from '../../../l10n';
import { shownText } from '../../../profile/boundedText';
import { fitFinishedOutput, type OutputBound } from '../../../profile/finishedOutput';
import { createdAtMs, exactCount, genderText, profileLabels } from '../../../profile/profileView';
import { idKindName } from '../../../ids/idKindNames';
import { commandLink } from './hoverLinks';
import { HOVER_ORIGIN } from '../../../commandIds';

export { HOVER_COMMANDS } from './hoverLinks';
export { errorNote, noKeyNote, waitNote } from './hoverNotes';

export interface HoverTextOptions {
  locale: string;
  timeZone?: string;
  nowMs?: number;
  /** What the id was read as and why, under the header (kindLine.ts); none for an id nothing around it typed. */
  kindLine?: string;
}

/** A translated sentence as hover Markdown: shown as written, whatever punctuation the translation uses. */
function md(message: string, ...args: string[]): string {
  return escapeMarkdown(l10n.t(message, ...args));
}

/** The Emoji Fight emoji stands alone on its line, a little larger than the text. */
const EMOJI_FIGHT_HOVER_SIZE = 24;

const HOVER_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** "created Jun 14, 2019, 3:25 PM (6 years ago)": what every id tells by itself. */
function created(id: string, options: HoverTextOptions): string {
  const ms = createdAtMs(id);
  if (ms === undefined) return md('created {0}', l10n.t('unknown date'));
  const date = formatDateRemembered(ms, options.locale, options.timeZone, 'hoverCreated', HOVER_DATE);
  const relative = formatRelative(Math.floor(ms / 1000), { locale: options.locale, nowMs: options.nowMs });
  return md('created {0} ({1})', date, relative);
}

/** The first line of every hover: what the id is, and when it was made; then, when the text said it, why. */
export function idHeaderMarkdown(kind: IdKind, id: string, options: HoverTextOptions): string {
  const header = `**${escapeMarkdown(idKindName(kind))} \`${id}\`** · ${created(id, options)}`;
  return options.kindLine === undefined ? header : `${header}\n\n${options.kindLine}`;
}

export function userActions(id: string): string {
  return `${commandLink(l10n.t('Open Profile'), 'profileLookup.lookupUser', [id, HOVER_ORIGIN])} · ${commandLink(l10n.t('Copy Id'), 'profileLookup.copyId', [id])}`;
}

function emojiFightMarkdown(view: ProfileView, options: HoverTextOptions): string | undefined {
  const fight = view.emojiFight;
  switch (fight.kind) {
    case 'none':
      return undefined;
    case 'custom':
      return emojiImageMarkdown(fight.emoji, EMOJI_FIGHT_HOVER_SIZE);
    case 'unicode':
      return renderMarkupMarkdown(fight.text, options);
    case 'text':
      return withCut(renderMarkupMarkdown(fight.text.text, options), fight.text.cut);
  }
}

/** "…" where the view cut the text (the renderer adds none of its own: the view's bound is the only one). */
function withCut(markdown: string, cut: boolean): string {
  return cut && !markdown.endsWith('…') ? `${markdown}…` : markdown;
}

/**
 * The profile without its header: the part that follows the header when the profile arrives. Only the view's
 * bounded text: one line of the ban reason, the gender's one line, About me's glimpse (profile/profileView.ts).
 */
export function profileBodyMarkdown(view: ProfileView, options: HoverTextOptions): string {
  const labels = profileLabels();
  const lines: string[] = [];
  if (view.ban) {
    lines.push(`$(error) **${escapeMarkdown(labels.banned)}**: ${escapeMarkdown(shownText(view.ban.reasonLine))}`, '');
  }
  const xp = exactCount(view.xp, options.locale).text;
  const sonhos = exactCount(view.sonhos, options.locale).text;
  lines.push(
    `${escapeMarkdown(labels.xp)} **${xp}** · ${escapeMarkdown(labels.sonhos)} **${sonhos}** · ${escapeMarkdown(labels.gender)} ${escapeMarkdown(genderText(view))}`,
    '',
  );
  if (view.aboutMePreview !== null) {
    lines.push(
      withCut(renderMarkupMarkdown(view.aboutMePreview.text, { ...options, emojiSize: 16 }), view.aboutMePreview.cut),
      '',
    );
  }
  const fight = emojiFightMarkdown(view, options);
  if (fight !== undefined) lines.push(`${escapeMarkdown(labels.emojiFight)}: ${fight}`, '');
  // The finished body measured as it will be shown (escaping and emoji images grow it past the view's bounds); the
  // links after it always stay.
  const body = fitFinishedOutput(
    lines.join('\n'),
    HOVER_BODY_BOUND,
    md('(shortened to fit the hover: open the profile to read it all)'),
  );
  return `${body.text}${body.cut ? '\n\n' : '\n'}${userActions(view.id)}`;
}

/** The profile's part of a hover, before its links: what a hover can show without scrolling far. */
export const HOVER_BODY_BOUND: OutputBound = { maxChars: 4_500, maxLines: 24 };

/** A cached profile: header and body in one part. */
export function profileHoverMarkdown(view: ProfileView, options: HoverTextOptions): string {
  return `${idHeaderMarkdown('user', view.id, options)}\n\n${profileBodyMarkdown(view, options)}`;
}

/**
 * A user id whose profile is not known: the header and one line of why. With `actions`, the links to open
 * and copy it; without, the profile's part brings them when it arrives.
 */
export function userHeaderMarkdown(
  id: string,
  note: string | undefined,
  options: HoverTextOptions,
  actions: boolean,
): string {
  const lines = [idHeaderMarkdown('user', id, options)];
  if (note) lines.push('', note);
  if (actions) lines.push('', userActions(id));
  return lines.join('\n');
}

/** The profile's part when the lookup failed: the reason in one line, and the links. */
export function lookupFailedMarkdown(id: string, note: string): string {
  return `${note}\n\n${userActions(id)}`;
}
