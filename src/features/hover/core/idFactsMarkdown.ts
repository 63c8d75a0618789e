// The hover of an id that is not looked up: a guild, a channel, a role… or an id of unknown kind when the
// user asked for ids only. Everything in it comes from the id itself, so it costs no request.
import type { IdKind } from '../../../ids/idKind';
import { guildShard, snowflakeParts } from '../../../ids/snowflakeParts';
import { isIdInRange } from '../../../ids/snowflake';
import { escapeMarkdown } from '../../../markup';
import { l10n } from '../../../l10n';
import { commandLink } from './hoverLinks';
import { HOVER_ORIGIN } from '../../../commandIds';
import { idHeaderMarkdown, type HoverTextOptions } from './hoverMarkdown';

/** A translated sentence as hover Markdown: shown as written, whatever punctuation the translation uses. */
function md(message: string, ...args: string[]): string {
  return escapeMarkdown(l10n.t(message, ...args));
}

export interface IdFactsOptions extends HoverTextOptions {
  /** The bot's shard count, for a guild's shard; 0 or undefined when not set. */
  shardCount?: number;
  /** A line said before the links (no API key). */
  note?: string;
}

/** Kind (and why), creation time, the snowflake's parts, a guild's shard, Look Up as User and Copy Id. */
export function idFactsHoverMarkdown(kind: IdKind, id: string, options: IdFactsOptions): string {
  const lines = [idHeaderMarkdown(kind, id, options)];
  if (isIdInRange(id)) {
    const parts = snowflakeParts(id);
    lines.push(
      '',
      md(
        'Worker {0} · process {1} · increment {2}',
        String(parts.worker),
        String(parts.process),
        String(parts.increment),
      ),
    );
    const shard = kind === 'guild' && options.shardCount ? guildShard(id, options.shardCount) : undefined;
    if (shard !== undefined) lines.push('', md('Shard {0} of {1}', String(shard), String(options.shardCount)));
  }
  if (options.note) lines.push('', options.note);
  // A misread costs one click, not the profile: every kind can be looked up as a user's, from here.
  lines.push(
    '',
    `${commandLink(l10n.t('Look Up as User'), 'profileLookup.lookupUser', [id, HOVER_ORIGIN])} · ${commandLink(l10n.t('Copy Id'), 'profileLookup.copyId', [id])}`,
  );
  return lines.join('\n');
}
