// A mock of VS Code's webview host, which cannot run here: the real one lives inside the workbench. It gives
// the page what VS Code gives it (acquireVsCodeApi, once per page, with postMessage/setState/getState) and
// records what the page does with it, plus the sensors the security tests read: CSP violations, every
// <script> that enters the document, and attempts to set window.__pwned or open dialogs.
// Kept as source text (not a function) so that no compiler helper leaks into the page.

export interface HostRecord {
  messages: unknown[];
  states: unknown[];
  violations: { directive: string; blocked: string; sample: string }[];
  scripts: { src: string; inline: string }[];
  pwned: string[];
}

export const WEBVIEW_HOST_MOCK = String.raw`(() => {
  const record = { messages: [], states: [], violations: [], scripts: [], pwned: [] };
  Object.defineProperty(window, '__webviewHost', { value: record });
  let acquired = false;
  let state;
  const copy = (value) => JSON.parse(JSON.stringify(value));
  window.acquireVsCodeApi = () => {
    if (acquired) throw new Error('An instance of the VS Code API has already been acquired');
    acquired = true;
    return Object.freeze({
      postMessage: (message) => { record.messages.push(copy(message)); },
      setState: (value) => { state = copy(value); record.states.push(copy(value)); return value; },
      getState: () => state,
    });
  };
  document.addEventListener('securitypolicyviolation', (event) => {
    record.violations.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
  });
  const seenScripts = new WeakSet();
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        const scripts = node.nodeType === 1 ? [node, ...node.querySelectorAll('script')] : [];
        for (const element of scripts) {
          if (element.tagName !== 'SCRIPT' || seenScripts.has(element)) continue;
          seenScripts.add(element);
          record.scripts.push({ src: element.src, inline: element.textContent });
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
  Object.defineProperty(window, '__pwned', {
    configurable: false,
    get: () => (record.pwned.length > 0 ? record.pwned[0] : undefined),
    set: (value) => { record.pwned.push('__pwned=' + String(value)); },
  });
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    window[name] = (...args) => { record.pwned.push(name + '(' + args.map(String).join(',') + ')'); };
  }
})();`;
