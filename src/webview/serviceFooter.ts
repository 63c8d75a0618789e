import type { ClusterInfo, UserProfile } from '../api/types';
import { escapeHtml, type TimeFormatOptions } from '../markup';
import { renderTimeElement } from './timeElement';

/** The quiet line under the card: where the answer came from and whose token asked. */
export function renderServiceFooter(profile: UserProfile, options: TimeFormatOptions): string {
  const { cluster, tokenCreator, tokenUser } = profile.meta;
  const items: string[] = [];
  if (cluster) items.push(item('Served by', `<span title="${escapeHtml(cluster.raw)}">${escapeHtml(clusterText(cluster))}</span>`));
  if (tokenCreator !== undefined && tokenCreator === tokenUser) {
    items.push(item('Token creator and user', `<code>${escapeHtml(tokenCreator)}</code>`));
  } else {
    if (tokenCreator !== undefined) items.push(item('Token creator', `<code>${escapeHtml(tokenCreator)}</code>`));
    if (tokenUser !== undefined) items.push(item('Token user', `<code>${escapeHtml(tokenUser)}</code>`));
  }
  if (Number.isFinite(profile.fetchedAt)) items.push(item('Fetched', renderTimeElement(profile.fetchedAt, 'R', options)));
  return `<footer class="service-meta"><dl>${items.join('')}</dl></footer>`;
}

function item(label: string, valueHtml: string): string {
  return `<div><dt>${label}</dt><dd>${valueHtml}</dd></div>`;
}

/** "Loritta Cluster 1 (Catalyst)" reads as "Loritta Cluster 1 · Catalyst"; an unparsed value as sent. */
function clusterText(cluster: ClusterInfo): string {
  if (cluster.ordinal === undefined) return cluster.raw;
  const name = `${cluster.label ?? 'Cluster'} ${cluster.ordinal}`;
  return cluster.codename ? `${name} · ${cluster.codename}` : name;
}
