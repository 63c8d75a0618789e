import type { Gender, User, UserProfile } from '../api/types';
import { isIdInRange, snowflakeDate } from '../ids/snowflake';
import { escapeHtml, renderMarkupHtml, type RenderOptions } from '../markup';
import { renderBanNotice } from './banNotice';
import { avatarTone, classifyEmojiFight, type EmojiFightView } from './emojiFight';
import { ICONS } from './pageIcons';
import { exactIntegerGroups, formatCompactInteger, formatExactInteger } from './pageLocale';
import { renderServiceFooter } from './serviceFooter';
import { renderTimeElement } from './timeElement';

/** From here on a number gets its compact reading ("1.3 million") under the exact digits. */
const COMPACT_READING_FROM = 10_000n;

/** Inline emoji in About me, in CSS pixels (the engine asks the CDN for twice as many, for HiDPI screens). */
const ABOUT_ME_EMOJI_SIZE = 22;

const GENDER_LABELS: Record<string, string> = { MALE: 'Male', FEMALE: 'Female', UNKNOWN: 'Not specified' };

/** A friendly label for the values the service documents; anything newer is shown as sent (escaped). */
export function genderLabel(gender: Gender): string {
  return Object.hasOwn(GENDER_LABELS, gender) ? (GENDER_LABELS[gender] ?? gender) : gender;
}

export function renderProfileCard(profile: UserProfile, options: RenderOptions): string {
  const { user } = profile;
  const emoji = classifyEmojiFight(user.emojiFightEmoji);
  return (
    `<article class="card profile${user.banState ? ' is-banned' : ''}" aria-labelledby="profile-title">` +
    `<div class="banner" aria-hidden="true"></div>` +
    renderHero(user, emoji, options) +
    renderStats(user, options.locale) +
    (user.banState ? renderBanNotice(user.banState, options) : '') +
    renderAboutMe(user.aboutMe, options) +
    renderDetails(user, emoji, options) +
    `</article>` +
    renderServiceFooter(profile, options)
  );
}

function renderHero(user: User, emoji: EmojiFightView, options: RenderOptions): string {
  const id = escapeHtml(user.id);
  return (
    `<header class="hero">` +
    renderAvatar(user.id, emoji) +
    `<div class="identity">` +
    `<p class="eyebrow">User profile${user.banState ? ` <span class="badge badge-banned">${ICONS.ban16}Banned</span>` : ''}</p>` +
    `<div class="id-line"><h1 id="profile-title" class="user-id"><span class="visually-hidden">User </span>${id}</h1>` +
    `<button type="button" class="button button-small button-secondary" data-action="copyId" title="Copy the id ${id}">` +
    `${ICONS.copy}<span>Copy id</span></button></div>` +
    renderCreated(user.id, options) +
    `</div>` +
    `<div class="actions">` +
    `<button type="button" class="button button-secondary" data-action="refresh">${ICONS.refresh}<span>Refresh</span></button>` +
    `<button type="button" class="button button-secondary" data-action="copyJson">${ICONS.braces}<span>Copy JSON</span></button>` +
    `</div>` +
    `</header>`
  );
}

function renderAvatar(id: string, emoji: EmojiFightView): string {
  switch (emoji.kind) {
    case 'custom':
      return `<div class="avatar avatar-emoji">${emoji.imageHtml}</div>`;
    case 'unicode':
      return `<div class="avatar avatar-emoji"><span class="emoji-glyph" role="img" aria-label="Emoji Fight emoji">${escapeHtml(emoji.text)}</span></div>`;
    default:
      return `<div class="avatar avatar-placeholder avatar-tone-${avatarTone(id)}">${ICONS.person}</div>`;
  }
}

function renderCreated(id: string, options: RenderOptions): string {
  if (!isIdInRange(id)) return '';
  const createdMs = snowflakeDate(id).getTime();
  return (
    `<p class="created">Account created ${renderTimeElement(createdMs, 'D', options)}` +
    ` <span class="sep" aria-hidden="true">·</span> ${renderTimeElement(createdMs, 'R', options)}</p>`
  );
}

function renderStats(user: User, locale: string): string {
  const stats = [
    { name: 'xp', label: 'XP', icon: ICONS.bolt, value: user.xp },
    { name: 'sonhos', label: 'Sonhos', icon: ICONS.coin, value: user.sonhos },
  ];
  // One size for both numbers, set by the longer: side by side, two sizes would look like a mistake.
  // A class, not a computed inline style, which the CSP forbids.
  const longest = Math.max(...stats.map((stat) => formatExactInteger(stat.value, locale).length));
  const size = longest <= 11 ? 'normal' : longest <= 17 ? 'long' : 'huge';
  return `<dl class="stats stats-${size}">${stats.map((stat) => renderStat(stat.name, stat.label, stat.icon, stat.value, locale)).join('')}</dl>`;
}

function renderStat(name: string, label: string, icon: string, value: bigint, locale: string): string {
  const groups = exactIntegerGroups(value, locale).map(escapeHtml).join('<wbr>');
  const compact =
    value >= COMPACT_READING_FROM || value <= -COMPACT_READING_FROM
      ? `<span class="stat-compact">${escapeHtml(formatCompactInteger(value, locale))}</span>`
      : '';
  return (
    `<div class="stat stat-${name}"><dt>${icon}${label}</dt>` +
    `<dd><data class="stat-value" value="${value.toString()}">${groups}</data>${compact}</dd></div>`
  );
}

function renderAboutMe(aboutMe: string | null, options: RenderOptions): string {
  const body =
    aboutMe === null || aboutMe.trim() === ''
      ? `<p class="quiet">No About me</p>`
      : `<div class="markup">${renderMarkupHtml(aboutMe, { ...options, emojiSize: ABOUT_ME_EMOJI_SIZE })}</div>`;
  return `<section class="section about" aria-labelledby="about-title"><h2 id="about-title">About me</h2>${body}</section>`;
}

function renderDetails(user: User, emoji: EmojiFightView, options: RenderOptions): string {
  const row = (label: string, valueHtml: string) => `<div class="fact"><dt>${label}</dt><dd>${valueHtml}</dd></div>`;
  const created = isIdInRange(user.id) ? row('Created', renderTimeElement(snowflakeDate(user.id).getTime(), 'F', options)) : '';
  return (
    `<section class="section details" aria-labelledby="details-title"><h2 id="details-title">Details</h2><dl class="facts">` +
    row('Gender', escapeHtml(genderLabel(user.gender))) +
    row('Emoji Fight', renderEmojiFightFact(emoji)) +
    created +
    `</dl></section>`
  );
}

function renderEmojiFightFact(emoji: EmojiFightView): string {
  switch (emoji.kind) {
    case 'none':
      return `<span class="quiet">None chosen</span>`;
    case 'custom':
      return `<code>:${escapeHtml(emoji.name)}:</code>`;
    case 'unicode':
      return escapeHtml(emoji.text);
    case 'text':
      return `<span class="raw-text">${escapeHtml(emoji.text)}</span>`;
  }
}
