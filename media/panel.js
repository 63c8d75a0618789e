// Profile Lookup panel script. Plain JavaScript, no build step. It runs under the page's CSP (this file is its
// only script, allowed by nonce) and reads everything it needs from data-* attributes on <body>: the page
// carries no inline script or JSON that profile text could break out of.
(function () {
  'use strict';

  const vscode = acquireVsCodeApi();
  const body = document.body;
  const lang = document.documentElement.lang || 'en';
  const ACTIONS = ['refresh', 'copyJson', 'copyId', 'setApiKey', 'retry', 'openSettings'];
  const RELATIVE_REFRESH_MS = 30000;

  // The serializer revives the panel from this after a window reload (the panel does not retain its
  // context while hidden, so the id is all it keeps).
  if (body.dataset.id) vscode.setState({ id: body.dataset.id });

  // ---------- actions ----------

  document.addEventListener('click', function (event) {
    const target = event.target;
    const button = target && typeof target.closest === 'function' ? target.closest('button[data-action]') : null;
    if (!button || ACTIONS.indexOf(button.dataset.action) < 0) return;
    if (button.getAttribute('aria-busy') === 'true') return;
    if (button.dataset.action === 'refresh' || button.dataset.action === 'retry') {
      // The extension answers by replacing the whole page; until then the button shows it is working.
      button.setAttribute('aria-busy', 'true');
    }
    vscode.postMessage({ type: button.dataset.action });
  });

  // ---------- announcements ----------

  const announcer = document.getElementById('announcer');
  function announce(text) {
    if (announcer && text) announcer.textContent = text;
  }
  // A live region only speaks about changes after it exists, and each state is a fresh document: fill it a
  // moment after load so screen readers hear what the panel now shows.
  setTimeout(function () {
    announce(body.dataset.announce);
  }, 150);

  // ---------- rate-limit countdown ----------

  function startRetryCountdown() {
    const afterMs = Math.max(0, Number(body.dataset.retryAfterMs) || 0);
    const retryAt = Number(body.dataset.retryAt);
    const now = Date.now();
    // The deadline keeps a rebuilt page (a hidden panel shown again) from starting over; clamping to the
    // full wait guards against the extension host's clock running ahead of this one.
    const remaining = Number.isFinite(retryAt) ? Math.min(afterMs, Math.max(0, retryAt - now)) : afterMs;
    const deadline = now + remaining;
    const value = document.querySelector('.countdown-value');
    const seconds = new Intl.NumberFormat(lang, { style: 'unit', unit: 'second', unitDisplay: 'long' });
    let timer = 0;
    function tick() {
      const left = deadline - Date.now();
      if (value) value.textContent = seconds.format(Math.max(0, Math.ceil(left / 1000)));
      if (left > 0) return;
      clearInterval(timer);
      announce('Trying again now');
      vscode.postMessage({ type: 'retry', automatic: true });
    }
    timer = setInterval(tick, 200);
    tick();
  }

  if (body.dataset.errorKind === 'RateLimited' && body.dataset.retryAfterMs !== undefined) startRetryCountdown();

  // ---------- relative timestamps ----------

  // The same unit choice as the markup engine's formatRelative (src/markup/timestamps.ts): moment's fromNow
  // thresholds, which Discord follows. A refreshed timestamp must read like a freshly rendered one; the
  // browser tests compare the two across every threshold.
  // A copy, not an import: the webview loads this file as it is, with no bundler, so it cannot use the module.
  const SECOND = 1;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  const AVERAGE_MONTH = 30.436875 * DAY;
  const AVERAGE_YEAR = 365.2425 * DAY;
  const RELATIVE_STEPS = [
    { below: 45 * SECOND, unit: 'second', size: SECOND },
    { below: 45 * MINUTE, unit: 'minute', size: MINUTE },
    { below: 22 * HOUR, unit: 'hour', size: HOUR },
    { below: 26 * DAY, unit: 'day', size: DAY },
    { below: 320 * DAY, unit: 'month', size: AVERAGE_MONTH },
  ];
  const relativeFormats = {
    auto: new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }),
    always: new Intl.RelativeTimeFormat(lang, { numeric: 'always' }),
  };

  function formatRelative(seconds, nowMs) {
    const deltaSeconds = (seconds * 1000 - nowMs) / 1000;
    const distance = Math.abs(deltaSeconds);
    let unit = 'year';
    let size = AVERAGE_YEAR;
    for (let i = 0; i < RELATIVE_STEPS.length; i++) {
      if (distance < RELATIVE_STEPS[i].below) {
        unit = RELATIVE_STEPS[i].unit;
        size = RELATIVE_STEPS[i].size;
        break;
      }
    }
    // Rounding the distance, not the signed value, so 90 s reads "2 minutes" in the past as in the future.
    const value = Math.sign(deltaSeconds) * Math.round(distance / size) + 0;
    // "now" rather than "in 0 seconds"; numbers everywhere else ("1 day ago", not "yesterday").
    return (value === 0 ? relativeFormats.auto : relativeFormats.always).format(value, unit);
  }

  function refreshRelativeTimes() {
    const now = Date.now();
    const times = document.querySelectorAll('time[data-style="R"][data-ts]');
    for (let i = 0; i < times.length; i++) {
      const seconds = Number(times[i].dataset.ts);
      if (Number.isFinite(seconds)) times[i].textContent = formatRelative(seconds, now);
    }
  }

  refreshRelativeTimes();
  setInterval(refreshRelativeTimes, RELATIVE_REFRESH_MS);

  // ---------- emoji images that cannot load ----------

  function showAltText(image) {
    const text = document.createElement('span');
    text.className = 'emoji-fallback';
    text.textContent = image.alt;
    if (image.title) text.title = image.title;
    image.replaceWith(text);
  }

  const emojiImages = document.querySelectorAll('img.emoji');
  for (let i = 0; i < emojiImages.length; i++) {
    const image = emojiImages[i];
    // An image can fail before this script runs; `complete` with no pixels means it already did.
    if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) {
      showAltText(image);
    } else {
      image.addEventListener('error', function () {
        showAltText(image);
      }, { once: true });
    }
  }
})();
