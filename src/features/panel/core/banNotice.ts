import type { BanView, BoundedText } from '../../../model/viewTypes';
import { escapeHtml, type TimeFormatOptions } from '../../../markup';
import { shownText } from '../../../profile/boundedText';
import { textT } from './html';
import { ICONS } from './pageIcons';
import { renderTimeElement } from './timeElement';

/** A banned user is worth showing as such: a callout under the numbers, with reason and period. */
export function renderBanNotice(ban: BanView, options: TimeFormatOptions): string {
  const until =
    ban.expiresAt === null
      ? `<span class="permanent">${textT('Permanent')}</span>`
      : renderWhen(ban.expiresAt, ban.expiresAtMs, options);
  const reason =
    ban.reason.text.trim() === '' && !ban.reason.cut
      ? `<span class="quiet">${textT('No reason given')}</span>`
      : escapeHtml(shownText(ban.reason));
  return (
    `<section class="ban" aria-labelledby="ban-title">` +
    `<div class="ban-icon" aria-hidden="true">${ICONS.ban16}</div>` +
    `<div class="ban-body"><h2 id="ban-title">${textT('Banned')}</h2>` +
    `<p class="ban-reason">${reason}</p>` +
    `<dl class="ban-facts">` +
    `<div><dt>${textT('Since')}</dt><dd>${renderWhen(ban.bannedAt, ban.bannedAtMs, options)}</dd></div>` +
    `<div><dt>${textT('Until')}</dt><dd>${until}</dd></div>` +
    `</dl></div></section>`
  );
}

/** The instant the view read from the service's text, or that text (bounded) as sent when it does not parse. */
function renderWhen(text: BoundedText, ms: number | null, options: TimeFormatOptions): string {
  if (ms === null) return `<span class="raw-instant">${escapeHtml(shownText(text))}</span>`;
  return `${renderTimeElement(ms, 'f', options)} <span class="quiet">(${renderTimeElement(ms, 'R', options)})</span>`;
}
