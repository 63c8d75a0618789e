import type { BoundedText, EmojiFightView, ProfileView } from '../../../model/viewTypes';
import { emojiImageHtml, escapeHtml, renderMarkupHtml, type RenderOptions } from '../../../markup';
import { avatarTone } from '../../../profile/emojiFight';
import { formatCompactInteger } from '../../../profile/numbers';
import { l10n } from '../../../l10n';
import { shownText } from '../../../profile/boundedText';
import {
  exactCount,
  genderText,
  profileLabels,
  viewIsCut,
  type ExactCount,
  type ProfileLabels,
} from '../../../profile/profileView';
import { htmlT, textT } from './html';
import { renderBanNotice } from './banNotice';
import { ICONS } from './pageIcons';
import { renderServiceFooter, type FooterSource } from './serviceFooter';
import { renderTimeElement } from './timeElement';

/** From here on a number gets its compact reading ("1.3 million") under the exact digits. */
const COMPACT_READING_FROM = 10_000n;

/** Inline emoji in About me, in CSS pixels (the engine asks the CDN for twice as many, for HiDPI screens). */
const ABOUT_ME_EMOJI_SIZE = 22;

/** The Emoji Fight emoji is the card's centrepiece (the stylesheet sizes it; the CDN is asked for 128 px). */
const EMOJI_FIGHT_SIZE = 64;

/** What the panel shows of a profile: its bounded view (profile/profileView.ts), and where the answer came from. */
export interface ShownProfile extends FooterSource {
  view: ProfileView;
}

export function renderProfileCard(profile: ShownProfile, options: RenderOptions): string {
  const { view } = profile;
  const labels = profileLabels();
  return (
    `<article class="card profile${view.ban ? ' is-banned' : ''}" aria-labelledby="profile-title">` +
    `<div class="banner" aria-hidden="true"></div>` +
    renderHero(view, labels, options) +
    renderStats(view, labels, options.locale) +
    (view.ban ? renderBanNotice(view.ban, options) : '') +
    renderAboutMe(view.aboutMe, labels, options) +
    (viewIsCut(view) ? renderShowAll(view) : '') +
    renderDetails(view, labels, options) +
    `</article>` +
    renderServiceFooter(profile, options)
  );
}

function renderHero(view: ProfileView, labels: ProfileLabels, options: RenderOptions): string {
  const id = escapeHtml(view.id);
  return (
    `<header class="hero">` +
    renderAvatar(view.id, view.emojiFight) +
    `<div class="identity">` +
    `<p class="eyebrow">${textT('User profile')}${view.ban ? ` <span class="badge badge-banned">${ICONS.ban16}${escapeHtml(labels.banned)}</span>` : ''}</p>` +
    `<div class="id-line"><h1 id="profile-title" class="user-id"><span class="visually-hidden">${textT('User')} </span>${id}</h1>` +
    `<button type="button" class="button button-small button-secondary" data-action="copyId" title="${textT('Copy the id {0}', view.id)}">` +
    `${ICONS.copy}<span>${textT('Copy id')}</span></button></div>` +
    renderCreated(view.createdMs ?? undefined, options) +
    `</div>` +
    `<div class="actions">` +
    `<button type="button" class="button button-secondary" data-action="refresh">${ICONS.refresh}<span>${textT('Refresh')}</span></button>` +
    `<button type="button" class="button button-secondary" data-action="copyJson">${ICONS.braces}<span>${textT('Copy JSON')}</span></button>` +
    `</div>` +
    `</header>`
  );
}

function renderAvatar(id: string, emoji: EmojiFightView): string {
  switch (emoji.kind) {
    case 'custom':
      return `<div class="avatar avatar-emoji">${emojiImageHtml(emoji.emoji, EMOJI_FIGHT_SIZE, 'emoji-fight', 'eager')}</div>`;
    case 'unicode':
      return `<div class="avatar avatar-emoji"><span class="emoji-glyph" role="img" aria-label="${escapeHtml(l10n.t('Emoji Fight emoji'))}">${escapeHtml(emoji.text)}</span></div>`;
    default:
      return `<div class="avatar avatar-placeholder avatar-tone-${avatarTone(id)}">${ICONS.person}</div>`;
  }
}

function renderCreated(createdMs: number | undefined, options: RenderOptions): string {
  if (createdMs === undefined) return '';
  return (
    `<p class="created">${htmlT('Account created {0}', renderTimeElement(createdMs, 'D', options))}` +
    ` <span class="sep" aria-hidden="true">·</span> ${renderTimeElement(createdMs, 'R', options)}</p>`
  );
}

function renderStats(view: ProfileView, labels: ProfileLabels, locale: string): string {
  const stats = [
    { name: 'xp', label: labels.xp, icon: ICONS.bolt, count: exactCount(view.xp, locale) },
    { name: 'sonhos', label: labels.sonhos, icon: ICONS.coin, count: exactCount(view.sonhos, locale) },
  ];
  // One size for both numbers, set by the longer: side by side, two sizes would look like a mistake.
  // A class, not a computed inline style, which the CSP forbids.
  const longest = Math.max(...stats.map((stat) => stat.count.text.length));
  const size = longest <= 11 ? 'normal' : longest <= 17 ? 'long' : 'huge';
  return `<dl class="stats stats-${size}">${stats.map((stat) => renderStat(stat.name, stat.label, stat.icon, stat.count, locale)).join('')}</dl>`;
}

function renderStat(name: string, label: string, icon: string, count: ExactCount, locale: string): string {
  const { value } = count;
  // One unbreakable number (the stylesheet keeps it on one line and sizes it to the tile): a break between
  // digit groups read as two numbers ("4,611,686,018,427,387," / "905", issue 27).
  const digits = escapeHtml(count.text);
  const compact =
    value >= COMPACT_READING_FROM || value <= -COMPACT_READING_FROM
      ? `<span class="stat-compact">${escapeHtml(formatCompactInteger(value, locale))}</span>`
      : '';
  return (
    `<div class="stat stat-${name}"><dt>${icon}${escapeHtml(label)}</dt>` +
    `<dd><data class="stat-value" value="${value.toString()}">${digits}</data>${compact}</dd></div>`
  );
}

function renderAboutMe(aboutMe: BoundedText | null, labels: ProfileLabels, options: RenderOptions): string {
  const body =
    aboutMe === null
      ? `<p class="quiet">${escapeHtml(l10n.t('No About me'))}</p>`
      : `<div class="markup">${renderMarkupHtml(aboutMe.text, { ...options, emojiSize: ABOUT_ME_EMOJI_SIZE })}${aboutMe.cut ? '<span class="cut-mark">…</span>' : ''}</div>`;
  return `<section class="section about" aria-labelledby="about-title"><h2 id="about-title">${escapeHtml(labels.aboutMe)}</h2>${body}</section>`;
}

function renderDetails(view: ProfileView, labels: ProfileLabels, options: RenderOptions): string {
  const row = (label: string, valueHtml: string) =>
    `<div class="fact"><dt>${escapeHtml(label)}</dt><dd>${valueHtml}</dd></div>`;
  const created = view.createdMs === null ? '' : row(labels.created, renderTimeElement(view.createdMs, 'F', options));
  return (
    `<section class="section details" aria-labelledby="details-title"><h2 id="details-title">${escapeHtml(l10n.t('Details'))}</h2><dl class="facts">` +
    row(labels.gender, escapeHtml(genderText(view))) +
    row(labels.emojiFight, renderEmojiFightFact(view.emojiFight)) +
    created +
    `</dl></section>`
  );
}

function renderEmojiFightFact(emoji: EmojiFightView): string {
  switch (emoji.kind) {
    case 'none':
      return `<span class="quiet">${escapeHtml(l10n.t('None chosen'))}</span>`;
    case 'custom':
      return `<code>:${escapeHtml(emoji.emoji.name)}:</code>`;
    case 'unicode':
      return escapeHtml(emoji.text);
    case 'text':
      return `<span class="raw-text">${escapeHtml(shownText(emoji.text))}</span>`;
  }
}

/**
 * Some of About me or the ban reason was left out: "Show all" asks for the expanded view (the extension renders the
 * page again with it); past even that, Copy JSON holds every character.
 */
function renderShowAll(view: ProfileView): string {
  const note = view.expanded
    ? `<p class="quiet cut-note">${textT('Too long to show here: Copy JSON has all of it.')}</p>`
    : `<button type="button" class="button button-small button-secondary" data-action="showAll">${ICONS.braces}<span>${textT('Show all')}</span></button>`;
  return `<div class="show-all">${note}</div>`;
}
