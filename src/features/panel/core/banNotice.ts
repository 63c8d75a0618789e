import type { BanState } from '../../../api/model/types';
import { escapeHtml, type TimeFormatOptions } from '../../../markup';
import { textT } from './html';
import { ICONS } from './pageIcons';
import { renderInstant } from './timeElement';

/** A banned user is worth showing as such: a callout under the numbers, with reason and period. */
export function renderBanNotice(ban: BanState, options: TimeFormatOptions): string {
  const until = ban.expiresAt === null ? `<span class="permanent">${textT('Permanent')}</span>` : renderWhen(ban.expiresAt, options);
  return (
    `<section class="ban" aria-labelledby="ban-title">` +
    `<div class="ban-icon" aria-hidden="true">${ICONS.ban16}</div>` +
    `<div class="ban-body"><h2 id="ban-title">${textT('Banned')}</h2>` +
    `<p class="ban-reason">${ban.reason.trim() === '' ? `<span class="quiet">${textT('No reason given')}</span>` : escapeHtml(ban.reason)}</p>` +
    `<dl class="ban-facts">` +
    `<div><dt>${textT('Since')}</dt><dd>${renderWhen(ban.bannedAt, options)}</dd></div>` +
    `<div><dt>${textT('Until')}</dt><dd>${until}</dd></div>` +
    `</dl></div></section>`
  );
}

function renderWhen(isoText: string, options: TimeFormatOptions): string {
  const absolute = renderInstant(isoText, 'f', options);
  const relative = Number.isFinite(Date.parse(isoText)) ? ` <span class="quiet">(${renderInstant(isoText, 'R', options)})</span>` : '';
  return absolute + relative;
}
