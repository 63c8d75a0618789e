import type { ClusterInfo, ServiceMeta } from '../../../model/user';
import { escapeHtml, type TimeFormatOptions } from '../../../markup';
import { l10n } from '../../../l10n';
import { describeApiKeyOwner } from '../../../profile/apiKeyOwner';
import { renderTimeElement } from './timeElement';

/** What the footer reads of a profile: the service's headers and when it was fetched, never its text. */
export interface FooterSource {
  meta: ServiceMeta;
  fetchedAt: number;
}

/** The quiet line under the card: where the answer came from and whose token asked. */
export function renderServiceFooter(profile: FooterSource, options: TimeFormatOptions): string {
  const { cluster, tokenCreator, tokenUser } = profile.meta;
  const items: string[] = [];
  if (cluster)
    items.push(
      item(l10n.t('Served by'), `<span title="${escapeHtml(cluster.raw)}">${escapeHtml(clusterText(cluster))}</span>`),
    );
  const whose = apiKeyOwner(tokenCreator, tokenUser);
  if (whose !== undefined) items.push(item(l10n.t('Looked up with'), whose));
  if (Number.isFinite(profile.fetchedAt))
    items.push(item(l10n.t('Fetched'), renderTimeElement(profile.fetchedAt, 'R', options)));
  return `<footer class="service-meta"><dl>${items.join('')}</dl></footer>`;
}

/** Where each id goes in the owner sentence: private-use marks that escaping leaves alone and no id holds. */
const idMark = (id: string) => `\ue000${id}\ue001`;

/** Whose API key asked (src/profile/apiKeyOwner.ts), as HTML: the sentence escaped, each id in `<code>`. */
function apiKeyOwner(creator: string | undefined, user: string | undefined): string | undefined {
  const sentence = describeApiKeyOwner({ tokenCreator: creator, tokenUser: user }, idMark);
  return sentence === undefined
    ? undefined
    : escapeHtml(sentence).replace(/\ue000(\d+)\ue001/g, (_, id: string) => `<code>${escapeHtml(id)}</code>`);
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
