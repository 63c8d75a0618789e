import type { BanState } from '../api/types';
import { escapeHtml, type TimeFormatOptions } from '../markup';
import { l10n } from '../l10n';
import { ICONS } from './pageIcons';
import { renderInstant } from './timeElement';

/** A banned user is worth showing as such: a callout under the numbers, with reason and period. */
export function renderBanNotice(ban: BanState, options: TimeFormatOptions): string {
  const text = (message: string) => escapeHtml(l10n.t(message));
  const until = ban.expiresAt === null ? `<span class="permanent">${text('Permanent')}</span>` : renderWhen(ban.expiresAt, options);
  return (
    `<section class="ban" aria-labelledby="ban-title">` +
    `<div class="ban-icon" aria-hidden="true">${ICONS.ban16}</div>` +
    `<div class="ban-body"><h2 id="ban-title">${text('Banned')}</h2>` +
    `<p class="ban-reason">${ban.reason.trim() === '' ? `<span class="quiet">${text('No reason given')}</span>` : escapeHtml(ban.reason)}</p>` +
    `<dl class="ban-facts">` +
    `<div><dt>${text('Since')}</dt><dd>${renderWhen(ban.bannedAt, options)}</dd></div>` +
    `<div><dt>${text('Until')}</dt><dd>${until}</dd></div>` +
    `</dl></div></section>`
  );
}

function renderWhen(isoText: string, options: TimeFormatOptions): string {
  const absolute = renderInstant(isoText, 'f', options);
  const relative = Number.isFinite(Date.parse(isoText)) ? ` <span class="quiet">(${renderInstant(isoText, 'R', options)})</span>` : '';
  return absolute + relative;
}
