import type { LookupError } from '../../../model/lookupError';
import type { Staleness } from '../../../model/user';
import { renderStaleLine } from './staleLine';
import { escapeHtml } from '../../../markup';
import { l10n } from '../../../l10n';
import { ICONS } from './pageIcons';
import { userTitle } from './panelTitle';
import { resolveDisplayLocale } from '../../../profile/numbers';
import { renderProfileCard, type ShownProfile } from './profileCard';
import { errorHeadline, errorHeadlines, loadingHeadline, renderErrorState, renderLoadingState } from './statePages';

export { createNonce } from './nonce';
export { errorHeadlines, loadingHeadline };

export interface PanelAssets {
  /** `webview.cspSource`: the origin the stylesheet, the script and local images are served from. */
  cspSource: string;
  /** Fresh for every render (createNonce). */
  nonce: string;
  styleUri: string;
  scriptUri: string;
}

export type PanelState =
  | { kind: 'loading'; id: string }
  | { kind: 'profile'; id: string; profile: ShownProfile; stale?: Staleness }
  | { kind: 'error'; id: string; error: LookupError };

export interface PageOptions {
  /** The display language (vscode.env.language). */
  locale: string;
  timeZone?: string;
  /** The clock the page is rendered against; tests pin it. */
  nowMs?: number;
  /** A preview panel, which the next lookup reuses: the page offers to keep it. */
  preview?: boolean;
}

/**
 * The panel's complete HTML document for one state. Everything the page script needs travels in data-*
 * attributes on <body>: no inline script or JSON that profile text could break out of, and no inline
 * style, which the CSP would block anyway.
 */
export function renderProfilePage(state: PanelState, assets: PanelAssets, options: PageOptions): string {
  const locale = resolveDisplayLocale(options.locale);
  const nowMs = options.nowMs ?? Date.now();
  const formatOptions = { locale, timeZone: options.timeZone, nowMs };
  const data: Record<string, string> = { state: state.kind, id: state.id };
  if (options.preview) data.preview = 'true';
  let title: string;
  let main: string;
  switch (state.kind) {
    case 'loading':
      title = userTitle(state.id);
      data.announce = `${loadingHeadline()} ${state.id}`;
      main = renderLoadingState(state.id);
      break;
    case 'profile':
      title = userTitle(state.id);
      data.announce = l10n.t('Profile of user {0} loaded', state.id);
      main =
        renderStaleLine(state.profile, state.stale, formatOptions) + renderProfileCard(state.profile, formatOptions);
      break;
    case 'error': {
      const headline = errorHeadline(state.error.kind);
      title = `${headline} · ${userTitle(state.id)}`;
      data.errorKind = state.error.kind;
      data.announce = `${headline}. ${state.error.message}`;
      // Without a wait (the extension stopped retrying by itself) the page offers a Retry button instead.
      if (state.error.kind === 'RateLimited' && state.error.retryAfterMs !== undefined) {
        const retryAfterMs = Math.max(0, Math.ceil(state.error.retryAfterMs));
        data.retryAfterMs = String(retryAfterMs);
        // The webview is rebuilt from this HTML when a hidden panel comes back: the deadline keeps the
        // countdown from starting over (the script clamps it to retryAfterMs against clock skew).
        data.retryAt = String(nowMs + retryAfterMs);
      }
      main = renderErrorState(state.id, state.error, { locale });
      break;
    }
  }
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy(assets))}">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<link rel="stylesheet" href="${escapeHtml(assets.styleUri)}">` +
    `<title>${escapeHtml(title)}</title></head>` +
    `<body ${dataAttributes(data)}>` +
    (options.preview ? renderPreviewBar() : '') +
    `<main class="page page-${state.kind}">${main}</main>` +
    `<div id="announcer" class="visually-hidden" role="status" aria-live="polite"></div>` +
    `<script nonce="${escapeHtml(assets.nonce)}" src="${escapeHtml(assets.scriptUri)}"></script>` +
    `</body></html>`
  );
}

/** A preview panel says so, and how to keep it: the next lookup would otherwise replace what it shows. */
function renderPreviewBar(): string {
  return (
    `<div class="preview-bar" role="note"><span class="preview-text">${escapeHtml(l10n.t('Preview: the next lookup replaces this panel.'))}</span>` +
    `<button type="button" class="button button-small button-secondary" data-action="keepOpen" title="${escapeHtml(l10n.t('Keep this panel open (or double-click the page)'))}">` +
    `${ICONS.pin}<span>${escapeHtml(l10n.t('Keep open'))}</span></button></div>`
  );
}

/** Images from the CDN only under /emojis/: avatars, attachments and the rest of the host are not the panel's to load. */
export function contentSecurityPolicy(assets: Pick<PanelAssets, 'cspSource' | 'nonce'>): string {
  return (
    `default-src 'none'; img-src ${assets.cspSource} https://cdn.discordapp.com/emojis/; ` +
    `style-src ${assets.cspSource}; script-src 'nonce-${assets.nonce}';`
  );
}

function dataAttributes(data: Record<string, string>): string {
  return Object.entries(data)
    .map(([name, value]) => `data-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escapeHtml(value)}"`)
    .join(' ');
}
