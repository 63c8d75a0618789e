// The hover's kind line: what the id was read as and why ("Role: in the `ROLES` block, line 12"), with the links that
// correct the reading for this workspace ("Read as User Here", "Not a Role") or, once corrected, undo it. The evidence
// is a file's text: it is shown as inline code that cannot become a link, HTML or an icon (markup/markdownCode.ts).
import type { IdKind } from '../../../ids/idKind';
import { l10n } from '../../../l10n';
import { escapeMarkdownLine, markdownCodeSpan } from '../../../markup';
import {
  idReasonLine,
  PLAIN_REASON,
  type ReasonedKind,
  type ReasonFormat,
  type ReasonLines,
} from '../../../profile/idReasonText';
import { commandLink } from './hoverLinks';

export const MARKDOWN_REASON: ReasonFormat = {
  words: (text, atLineStart) => escapeMarkdownLine(text, atLineStart),
  evidence: markdownCodeSpan,
};

/** "Not a Role": a correction to 'unknown' (nothing says what it is; looked up as a user, as such ids are). */
const NOT_A: Readonly<Record<Exclude<IdKind, 'user' | 'unknown'>, () => string>> = {
  guild: () => l10n.t('Not a Guild'),
  channel: () => l10n.t('Not a Channel'),
  message: () => l10n.t('Not a Message'),
  role: () => l10n.t('Not a Role'),
  emoji: () => l10n.t('Not an Emoji'),
  sticker: () => l10n.t('Not a Sticker'),
  application: () => l10n.t('Not an Application'),
  webhook: () => l10n.t('Not a Webhook'),
  command: () => l10n.t('Not a Command'),
  other: () => l10n.t('Not Another Kind'),
};

function correctable(kind: IdKind): kind is keyof typeof NOT_A {
  return kind !== 'user' && kind !== 'unknown';
}

/**
 * The kind line, or undefined for an id nothing around it typed. `lines` places the evidence ("line 12") when it is
 * not on the id's line.
 */
export function kindLineMarkdown(typed: ReasonedKind, lines?: ReasonLines): string | undefined {
  const line = idReasonLine(typed, MARKDOWN_REASON, lines);
  const reason = typed.reason;
  if (line === undefined || reason === undefined) return undefined;
  if (typed.correctedFrom !== undefined)
    return `${line} · ${commandLink(l10n.t('Undo Correction'), 'profileLookup.undoIdCorrection', [reason.scope])}`;
  if (!correctable(typed.kind)) return line;
  // What the setting keeps beside the evidence's key, for the person who reads it there: the verdict, without a line.
  const note = idReasonLine({ kind: typed.kind, reason }, PLAIN_REASON) ?? '';
  return [
    line,
    commandLink(l10n.t('Read as User Here'), 'profileLookup.correctIdKind', [reason.scope, 'user', note]),
    commandLink(NOT_A[typed.kind](), 'profileLookup.correctIdKind', [reason.scope, 'unknown', note]),
  ].join(' · ');
}
