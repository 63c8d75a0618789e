import type { LookupError, LookupErrorKind } from '../api/types';
import { escapeHtml } from '../markup';
import { ICONS } from './pageIcons';
import type { PanelMessageType } from './panelMessages';
import { formatSeconds } from '../profile/numbers';

export const LOADING_HEADLINE = 'Looking up user';

/** What the page announces when its countdown ends and it asks again by itself. */
const RETRYING_NOW = 'Trying again now';

/** The headline of each error page: what happened, in a few words. The sentence under it is error.message. */
export const ERROR_HEADLINES: Record<LookupErrorKind, string> = {
  NoKey: 'Add your API key',
  Unauthorized: 'API key not accepted',
  NotFound: 'No profile for this user',
  RateLimited: 'Slowing down for a moment',
  ServerError: 'The service ran into a problem',
  Timeout: 'The service took too long',
  Network: 'Could not reach the service',
  InvalidResponse: 'Unexpected answer from the service',
  InvalidId: 'Not a user id',
  InsecureUrl: 'Insecure service address',
  Cancelled: 'Lookup cancelled',
};

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
};

const ACTION_BUTTONS: Record<StateAction, string> = {
  setApiKey: `${ICONS.key}<span>Set API Key</span>`,
  retry: `${ICONS.refresh}<span>Retry</span>`,
  openSettings: `${ICONS.gear}<span>Open Settings</span>`,
};

/** Without a key, the page also leads to where keys are made. */
const GET_A_KEY_BUTTON = `<button type="button" class="button button-secondary" data-action="openApiKeysPage">${ICONS.link}<span>Get a key</span></button>`;

export function errorHeadline(kind: LookupErrorKind): string {
  return Object.hasOwn(ERROR_HEADLINES, kind) ? ERROR_HEADLINES[kind] : 'Lookup failed';
}

export function renderLoadingState(id: string): string {
  return (
    `<section class="state state-loading" aria-labelledby="state-title" aria-busy="true">` +
    `<div class="state-caption"><span class="spinner" aria-hidden="true"></span>` +
    `<h1 id="state-title">${LOADING_HEADLINE}</h1><p class="state-id">User <code>${escapeHtml(id)}</code></p></div>` +
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
  const look: ErrorLook = Object.hasOwn(ERROR_LOOKS, error.kind) ? ERROR_LOOKS[error.kind] : { icon: ICONS.stop24, tone: 'error' };
  // A rate limit without a wait is one the extension stopped retrying by itself: the user decides when.
  const action = error.kind === 'RateLimited' && error.retryAfterMs === undefined ? 'retry' : look.action;
  return (
    `<section class="state state-error state-${escapeHtml(error.kind)} tone-${look.tone}" aria-labelledby="state-title">` +
    `<div class="state-icon" aria-hidden="true">${look.icon}</div>` +
    `<h1 id="state-title">${escapeHtml(errorHeadline(error.kind))}</h1>` +
    `<p class="state-message">${escapeHtml(error.message)}</p>` +
    renderErrorDetail(error, context) +
    (action
      ? `<div class="state-actions"><button type="button" class="button button-primary" data-action="${action}">${ACTION_BUTTONS[action]}</button>` +
        (error.kind === 'NoKey' ? GET_A_KEY_BUTTON : '') +
        `</div>`
      : '') +
    `<p class="state-id">User <code>${escapeHtml(id)}</code></p>` +
    `</section>`
  );
}

function renderErrorDetail(error: LookupError, context: ErrorStateContext): string {
  if (error.kind === 'RateLimited' && error.retryAfterMs !== undefined) {
    const seconds = Math.max(0, Math.ceil(error.retryAfterMs / 1000));
    // role="timer" is not announced on every tick; the page script announces the retry itself once.
    return (
      `<p class="state-detail countdown" data-retrying-text="${escapeHtml(RETRYING_NOW)}">Trying again in ` +
      `<span class="countdown-value" role="timer" aria-atomic="true">${escapeHtml(formatSeconds(seconds, context.locale))}</span></p>`
    );
  }
  if (error.kind === 'InvalidResponse' && error.field) {
    return `<p class="state-detail">Field <code>${escapeHtml(error.field)}</code></p>`;
  }
  if ((error.kind === 'ServerError' || error.kind === 'InvalidResponse') && error.status !== undefined) {
    return `<p class="state-detail">HTTP status <code>${escapeHtml(String(error.status))}</code></p>`;
  }
  return '';
}
