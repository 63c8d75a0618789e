// The profile panel's page script, bundled by esbuild.mjs for the browser (dist/webview/panel.js). It runs under
// the page's CSP (its only script, allowed by nonce) and reads everything it needs from data-* attributes on
// <body>: the page carries no inline script or JSON that profile text could break out of.
import { formatRelative } from '../../../markup/timestamps';
import { isPanelMessageType, type PanelMessage } from '../core/panelMessages';

interface VsCodeApi {
  postMessage(message: PanelMessage): void;
  setState(state: { id: string; preview?: true }): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

const RELATIVE_REFRESH_MS = 30_000;
const COUNTDOWN_TICK_MS = 200;
/** A live region only speaks about changes after it exists, and each state is a fresh document. */
const ANNOUNCE_DELAY_MS = 150;

const vscode = acquireVsCodeApi();
const body = document.body;
const lang = document.documentElement.lang || 'en';

// The serializer revives the panel from this after a window reload (the panel does not retain its
// context while hidden, so the id is all it keeps).
if (body.dataset.id)
  vscode.setState(body.dataset.preview === 'true' ? { id: body.dataset.id, preview: true } : { id: body.dataset.id });

// ---------- actions ----------

document.addEventListener('click', (event) => {
  const target = event.target;
  const button = target instanceof Element ? target.closest<HTMLButtonElement>('button[data-action]') : null;
  const action = button?.dataset.action;
  if (!button || !isPanelMessageType(action)) return;
  if (button.getAttribute('aria-busy') === 'true') return;
  if (action === 'refresh' || action === 'retry') {
    // The extension answers by replacing the whole page; until then the button shows it is working.
    button.setAttribute('aria-busy', 'true');
  }
  vscode.postMessage({ type: action });
});

// A double click keeps a preview panel, as it keeps an editor preview; not on a control or the id, where a
// double click means pressing twice or selecting the text to copy.
if (body.dataset.preview === 'true') {
  document.addEventListener('dblclick', (event) => {
    const target = event.target;
    if (target instanceof Element && target.closest('button, a, input, textarea, code, .user-id')) return;
    vscode.postMessage({ type: 'keepOpen' });
  });
}

// ---------- announcements ----------

const announcer = document.getElementById('announcer');
function announce(text: string | undefined): void {
  if (announcer && text) announcer.textContent = text;
}
setTimeout(() => announce(body.dataset.announce), ANNOUNCE_DELAY_MS);

// ---------- rate-limit countdown ----------

function startRetryCountdown(): void {
  const afterMs = Math.max(0, Number(body.dataset.retryAfterMs) || 0);
  const retryAt = Number(body.dataset.retryAt);
  const now = Date.now();
  // The deadline keeps a rebuilt page (a hidden panel shown again) from starting over; clamping to the
  // full wait guards against the extension host's clock running ahead of this one.
  const remaining = Number.isFinite(retryAt) ? Math.min(afterMs, Math.max(0, retryAt - now)) : afterMs;
  const deadline = now + remaining;
  const countdown = document.querySelector<HTMLElement>('.countdown');
  const value = countdown?.querySelector('.countdown-value');
  const seconds = new Intl.NumberFormat(lang, { style: 'unit', unit: 'second', unitDisplay: 'long' });
  const tick = (): void => {
    const left = deadline - Date.now();
    if (value) value.textContent = seconds.format(Math.max(0, Math.ceil(left / 1000)));
    if (left > 0) return;
    clearInterval(timer);
    announce(countdown?.dataset.retryingText);
    vscode.postMessage({ type: 'retry', automatic: true });
  };
  const timer = setInterval(tick, COUNTDOWN_TICK_MS);
  tick();
}

if (body.dataset.errorKind === 'RateLimited' && body.dataset.retryAfterMs !== undefined) startRetryCountdown();

// ---------- relative timestamps ----------

// The markup engine's own formatRelative: a refreshed timestamp reads exactly like a freshly rendered one.
function refreshRelativeTimes(): void {
  const nowMs = Date.now();
  for (const time of document.querySelectorAll<HTMLElement>('time[data-style="R"][data-ts]')) {
    const seconds = Number(time.dataset.ts);
    if (Number.isFinite(seconds)) time.textContent = formatRelative(seconds, { locale: lang, nowMs });
  }
}

refreshRelativeTimes();
setInterval(refreshRelativeTimes, RELATIVE_REFRESH_MS);

// ---------- emoji images that cannot load ----------

function showAltText(image: HTMLImageElement): void {
  const text = document.createElement('span');
  text.className = 'emoji-fallback';
  text.textContent = image.alt;
  if (image.title) text.title = image.title;
  image.replaceWith(text);
}

for (const image of document.querySelectorAll<HTMLImageElement>('img.emoji')) {
  // An image can fail before this script runs; `complete` with no pixels means it already did.
  if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) showAltText(image);
  else image.addEventListener('error', () => showAltText(image), { once: true });
}
