import type { ClusterInfo, UserProfile } from '../../../api/model/types';
import { escapeHtml, type TimeFormatOptions } from '../../../markup';
import { l10n } from '../../../l10n';
import { htmlT } from './html';
import { renderTimeElement } from './timeElement';

/** The quiet line under the card: where the answer came from and whose token asked. */
export function renderServiceFooter(profile: UserProfile, options: TimeFormatOptions): string {
  const { cluster, tokenCreator, tokenUser } = profile.meta;
  const items: string[] = [];
  if (cluster) items.push(item(l10n.t('Served by'), `<span title="${escapeHtml(cluster.raw)}">${escapeHtml(clusterText(cluster))}</span>`));
  const whose = apiKeyOwner(tokenCreator, tokenUser);
  if (whose !== undefined) items.push(item(l10n.t('Looked up with'), whose));
  if (Number.isFinite(profile.fetchedAt)) items.push(item(l10n.t('Fetched'), renderTimeElement(profile.fetchedAt, 'R', options)));
  return `<footer class="service-meta"><dl>${items.join('')}</dl></footer>`;
}

const userCode = (id: string) => `<code>${escapeHtml(id)}</code>`;

/**
 * Whose API key asked, in words. The service names the key's creator and the user it acts as: the same user
 * for a personal key, a bot and its owner for a bot's key.
 */
function apiKeyOwner(creator: string | undefined, user: string | undefined): string | undefined {
  if (creator !== undefined && user !== undefined) {
    return creator === user
      ? htmlT('the API key of user {0}', userCode(creator))
      : htmlT("a bot's API key: bot {0}, created by user {1}", userCode(user), userCode(creator));
  }
  if (creator !== undefined) return htmlT('an API key created by user {0}', userCode(creator));
  if (user !== undefined) return htmlT('an API key acting as user {0}', userCode(user));
  return undefined;
}

function item(label: string, valueHtml: string): string {
  return `<div><dt>${escapeHtml(label)}</dt><dd>${valueHtml}</dd></div>`;
}

/** "Loritta Cluster 1 (Catalyst)" reads as "Loritta Cluster 1 · Catalyst"; an unparsed value as sent. */
function clusterText(cluster: ClusterInfo): string {
  if (cluster.ordinal === undefined) return cluster.raw;
  const name = `${cluster.label ?? l10n.t('Cluster')} ${cluster.ordinal}`;
  return cluster.codename ? `${name} · ${cluster.codename}` : name;
}
