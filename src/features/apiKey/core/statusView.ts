// What the status bar item says in each state of the key and the queue: its text (with an icon), the label a
// screen reader reads (always the state in words), the tooltip, and what a click does. No vscode here.
import type { ServiceState } from '../../../api/serviceTypes';
import { byCount } from '../../../byCount';
import { l10n, translationLocale } from '../../../l10n';
import { describeApiKeyOwner } from '../../../profile/apiKeyOwner';
import { fitFinishedOutput, type OutputBound } from '../../../profile/finishedOutput';

/** The tooltip and the label, measured as shown: the owner's ids and the service's words come from headers. */
const TOOLTIP_BOUND: OutputBound = { maxChars: 900, maxLines: 7 };
const LABEL_BOUND: OutputBound = { maxChars: 300, maxLines: 1 };

export type StatusKind = 'noKey' | 'rejected' | 'waiting' | 'offline' | 'failing' | 'accepted' | 'keySet';

export interface StatusView {
  kind: StatusKind;
  /** The item's text, with a codicon. */
  text: string;
  /** The accessibility label: the state in words. */
  label: string;
  /** Plain-text lines of the tooltip. */
  tooltip: string[];
  /** The warning background. */
  warning: boolean;
  /** A click sets the key at once, or opens the menu of what fits. */
  click: 'setApiKey' | 'menu';
}

export interface StatusInput {
  hasKey: boolean;
  service: ServiceState;
}

const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

export function statusView({ hasKey, service }: StatusInput): StatusView {
  const kind = kindOf(hasKey, service);
  const { text, sentence } = words(kind, service);
  const cut = l10n.t('(shortened)');
  return {
    kind,
    text,
    label: fitFinishedOutput(l10n.t('Profile Lookup: {0}', sentence), LABEL_BOUND, cut).text,
    tooltip: fitFinishedOutput([sentence, ...details(kind, service)].join('\n'), TOOLTIP_BOUND, cut).text.split('\n'),
    warning: kind === 'rejected',
    click: kind === 'noKey' || kind === 'rejected' ? 'setApiKey' : 'menu',
  };
}

function kindOf(hasKey: boolean, s: ServiceState): StatusKind {
  if (!hasKey) return 'noKey';
  if (s.outcome === 'rejected') return 'rejected';
  if (s.queued > 0) return 'waiting';
  if (s.outcome === 'offline' || s.outcome === 'failing') return s.outcome;
  return s.outcome === 'accepted' ? 'accepted' : 'keySet';
}

function words(kind: StatusKind, s: ServiceState): { text: string; sentence: string } {
  switch (kind) {
    case 'noKey':
      return { text: `$(key) ${l10n.t('Set API Key')}`, sentence: l10n.t('no API key is set; lookups need one.') };
    case 'rejected':
      return {
        text: `$(error) ${l10n.t('API key rejected')}`,
        sentence: l10n.t('the service rejected the API key; set it again.'),
      };
    case 'waiting':
      return waitingWords(s.queued, s.nextSendInMs);
    case 'offline':
      if (s.showingRemembered)
        return {
          text: `$(debug-disconnect) ${l10n.t('Offline: showing remembered profiles')}`,
          sentence: l10n.t('the service cannot be reached; showing remembered profiles.'),
        };
      return { text: `$(debug-disconnect) ${l10n.t('Offline')}`, sentence: l10n.t('the service cannot be reached.') };
    case 'failing':
      if (s.showingRemembered)
        return {
          text: `$(warning) ${l10n.t('Service failing: showing remembered profiles')}`,
          sentence: l10n.t('the service is failing to answer; showing remembered profiles.'),
        };
      return { text: `$(warning) ${l10n.t('Service failing')}`, sentence: l10n.t('the service is failing to answer.') };
    case 'accepted':
      return { text: '$(key)', sentence: l10n.t('the service accepted the API key.') };
    case 'keySet':
      return { text: '$(key)', sentence: l10n.t('an API key is set; no lookup has used it yet.') };
  }
}

function waitingWords(queued: number, nextMs: number | undefined): { text: string; sentence: string } {
  const locale = translationLocale();
  if (nextMs === undefined) {
    return {
      text: `$(watch) ${queued}`,
      sentence: byCount(
        queued,
        locale,
        () => l10n.t('{0} lookup waits.', queued),
        () => l10n.t('{0} lookups wait.', queued),
      ),
    };
  }
  const s = seconds(nextMs);
  return {
    text: `$(watch) ${queued} · ${s} s`,
    sentence: byCount(
      queued,
      locale,
      () => l10n.t('{0} lookup waits; it goes in {1} s.', queued, s),
      () => l10n.t('{0} lookups wait; the next goes in {1} s.', queued, s),
    ),
  };
}

function details(kind: StatusKind, s: ServiceState): string[] {
  if (kind === 'noKey') return [l10n.t('Click to set the API key.')];
  const lines: string[] = [];
  if (s.waitingForKey) lines.push(l10n.t('Lookups wait for an API key.'));
  const owner = s.owner === undefined ? undefined : describeApiKeyOwner(s.owner);
  if (owner !== undefined) lines.push(l10n.t('Key: {0}', owner));
  if (s.rate !== undefined)
    lines.push(l10n.t('Requests left in this window: {0} of {1}', s.rate.remaining, s.rate.limit));
  if (kind !== 'waiting') lines.push(l10n.t('No lookups waiting.'));
  lines.push(kind === 'rejected' ? l10n.t('Click to set the API key again.') : l10n.t('Click for actions.'));
  return lines;
}

/** The commands the click's menu offers, in order, for a state. */
export type MenuCommand = 'lookupUser' | 'setApiKey' | 'clearApiKey' | 'openApiKeysPage' | 'showIdsInFile' | 'showLog';

export function menuFor(kind: StatusKind): MenuCommand[] {
  if (kind === 'noKey') return ['setApiKey', 'openApiKeysPage', 'showLog'];
  if (kind === 'rejected') return ['setApiKey', 'openApiKeysPage', 'clearApiKey', 'showLog'];
  return ['lookupUser', 'showIdsInFile', 'setApiKey', 'clearApiKey', 'openApiKeysPage', 'showLog'];
}
