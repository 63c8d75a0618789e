import type { LookupError, LookupErrorKind } from '../../../model/lookupError';
import { escapeHtml } from '../../../markup';
import { l10n } from '../../../l10n';
import { htmlT } from './html';
import { ICONS } from './pageIcons';
import type { PanelMessageType } from './panelMessages';
import { formatSeconds } from '../../../profile/numbers';

export function loadingHeadline(): string {
  return l10n.t('Looking up user');
}

/** The headline of each error page: what happened, in a few words. The sentence under it is error.message. */
export function errorHeadlines(): Record<LookupErrorKind, string> {
  return {
    NoKey: l10n.t('Add your API key'),
    Unauthorized: l10n.t('API key not accepted'),
    NotFound: l10n.t('No profile for this user'),
    RateLimited: l10n.t('Slowing down for a moment'),
    ServerError: l10n.t('The service ran into a problem'),
    Timeout: l10n.t('The service took too long'),
    Network: l10n.t('Could not reach the service'),
    InvalidResponse: l10n.t('Unexpected answer from the service'),
    InvalidId: l10n.t('Not a user id'),
    InsecureUrl: l10n.t('Insecure service address'),
    Cancelled: l10n.t('Lookup cancelled'),
    BrokenInstall: l10n.t('Profile Lookup needs reinstalling'),
  };
}

type StateAction = Extract<PanelMessageType, 'setApiKey' | 'retry' | 'openSettings'>;

interface ErrorLook {
  icon: string;
  tone: 'warning' | 'error' | 'info';
  action?: StateAction;
}

const ERROR_LOOKS: Record<LookupErrorKind, ErrorLook> = {
  NoKey: { icon: ICONS.key24, tone: 'info', action: 'setApiKey' },
  Unauthorized: { icon: ICONS.lock24, tone: 'warning', action: 'setApiKey' },
  NotFound: { icon: ICONS.search24, tone: 'info' },
  RateLimited: { icon: ICONS.hourglass24, tone: 'info' },
  ServerError: { icon: ICONS.server24, tone: 'error', action: 'retry' },
  Timeout: { icon: ICONS.clock24, tone: 'warning', action: 'retry' },
  Network: { icon: ICONS.cloud24, tone: 'warning', action: 'retry' },
  InvalidResponse: { icon: ICONS.puzzle24, tone: 'error', action: 'retry' },
  InvalidId: { icon: ICONS.hash24, tone: 'info' },
  InsecureUrl: { icon: ICONS.shield24, tone: 'error', action: 'openSettings' },
  Cancelled: { icon: ICONS.stop24, tone: 'info', action: 'retry' },
  // Retrying cannot load what is missing: the message says to reinstall.
  BrokenInstall: { icon: ICONS.puzzle24, tone: 'error' },
};

function actionButton(action: StateAction): string {
  switch (action) {
    case 'setApiKey':
      return `${ICONS.key}<span>${escapeHtml(l10n.t('Set API Key'))}</span>`;
    case 'retry':
      return `${ICONS.refresh}<span>${escapeHtml(l10n.t('Retry'))}</span>`;
    case 'openSettings':
      return `${ICONS.gear}<span>${escapeHtml(l10n.t('Open Settings'))}</span>`;
  }
}

/** Without a key, the page also leads to where keys are made. */
function getAKeyButton(): string {
  return `<button type="button" class="button button-secondary" data-action="openApiKeysPage">${ICONS.link}<span>${escapeHtml(l10n.t('Get a key'))}</span></button>`;
}

export function errorHeadline(kind: LookupErrorKind): string {
  const headlines = errorHeadlines();
  return Object.hasOwn(headlines, kind) ? headlines[kind] : l10n.t('Lookup failed');
}

export function renderLoadingState(id: string): string {
  return (
    `<section class="state state-loading" aria-labelledby="state-title" aria-busy="true">` +
    `<div class="state-caption"><span class="spinner" aria-hidden="true"></span>` +
    `<h1 id="state-title">${escapeHtml(loadingHeadline())}</h1><p class="state-id">${htmlT('User {0}', `<code>${escapeHtml(id)}</code>`)}</p></div>` +
    `<div class="card skeleton" aria-hidden="true">` +
    `<div class="banner"></div>` +
    `<div class="hero"><div class="avatar bone"></div><div class="identity"><div class="bone bone-line short"></div>` +
    `<div class="bone bone-line tall"></div><div class="bone bone-line"></div></div></div>` +
    `<div class="stats"><div class="stat bone"></div><div class="stat bone"></div></div>` +
    `<div class="section"><div class="bone bone-line"></div><div class="bone bone-line"></div><div class="bone bone-line short"></div></div>` +
    `</div>` +
    `</section>`
  );
}

export interface ErrorStateContext {
  locale: string;
}

export function renderErrorState(id: string, error: LookupError, context: ErrorStateContext): string {
  const look: ErrorLook = Object.hasOwn(ERROR_LOOKS, error.kind)
    ? ERROR_LOOKS[error.kind]
    : { icon: ICONS.stop24, tone: 'error' };
  // A rate limit without a wait is one the extension stopped retrying by itself: the user decides when.
  const action = error.kind === 'RateLimited' && error.retryAfterMs === undefined ? 'retry' : look.action;
  return (
    `<section class="state state-error state-${escapeHtml(error.kind)} tone-${look.tone}" aria-labelledby="state-title">` +
    `<div class="state-icon" aria-hidden="true">${look.icon}</div>` +
    `<h1 id="state-title">${escapeHtml(errorHeadline(error.kind))}</h1>` +
    `<p class="state-message">${escapeHtml(error.message)}</p>` +
    renderErrorDetail(error, context) +
    (action
      ? `<div class="state-actions"><button type="button" class="button button-primary" data-action="${action}">${actionButton(action)}</button>` +
        (error.kind === 'NoKey' ? getAKeyButton() : '') +
        `</div>`
      : '') +
    `<p class="state-id">${htmlT('User {0}', `<code>${escapeHtml(id)}</code>`)}</p>` +
    `</section>`
  );
}

function renderErrorDetail(error: LookupError, context: ErrorStateContext): string {
  if (error.kind === 'RateLimited' && error.retryAfterMs !== undefined) {
    const seconds = Math.max(0, Math.ceil(error.retryAfterMs / 1000));
    // role="timer" is not announced on every tick; the page script announces the retry itself once.
    return (
      `<p class="state-detail countdown" data-retrying-text="${escapeHtml(l10n.t('Trying again now'))}">` +
      htmlT(
        'Trying again in {0}',
        `<span class="countdown-value" role="timer" aria-atomic="true">${escapeHtml(formatSeconds(seconds, context.locale))}</span>`,
      ) +
      `</p>`
    );
  }
  if (error.kind === 'InvalidResponse' && error.field) {
    return `<p class="state-detail">${htmlT('Field {0}', `<code>${escapeHtml(error.field)}</code>`)}</p>`;
  }
  if ((error.kind === 'ServerError' || error.kind === 'InvalidResponse') && error.status !== undefined) {
    return `<p class="state-detail">${htmlT('HTTP status {0}', `<code>${escapeHtml(String(error.status))}</code>`)}</p>`;
  }
  return '';
}
