// A small bridge from the tests in the extension host to the workbench page the harness drives: the tests can
// read what only the page knows (the status bar's DOM, the notifications' text, the walkthrough's checkmarks). It listens on 127.0.0.1 and its
// address reaches the test host as INTEGRATION_WORKBENCH_PROBE; each request is answered from the page as it is then.
import { createServer } from 'node:http';

/**
 * @typedef {object} StatusBarEntry
 * @property {string} id         the element's id (it carries `<publisher>.<name>.<item id>`)
 * @property {string} text       the element's text
 * @property {string[]} labels   every aria-label in the element (its own and its children's)
 */

/**
 * @typedef {object} NotificationEntry
 * @property {string} message  the notification's message, as shown
 * @property {string[]} buttons the labels of the buttons it shows
 */

/**
 * @typedef {object} WalkthroughStepEntry
 * @property {string} id    the step's id as the Welcome page knows it (`<extension id>#<walkthrough>#<step>`)
 * @property {boolean} done whether its checkmark is ticked
 */

/** Toasts, and the notification center's list (in smoke-test mode VS Code 1.139 shows no toasts, only the center). */
const NOTIFICATIONS = '.notifications-toasts .notification-toast, .notifications-center .notification-list-item';

/**
 * `GET /notifications`: the notifications the page shows now, as toasts or in the open notification center.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<NotificationEntry[]>}
 */
function readNotifications(page) {
  return page.evaluate((selector) => {
    // Runs in the page.
    const { document } = /** @type {{ document: Document }} */ (/** @type {unknown} */ (globalThis));
    return [...document.querySelectorAll(selector)].map((item) => ({
      message: (item.querySelector('.notification-list-item-message')?.textContent ?? '').trim(),
      buttons: [...item.querySelectorAll('.monaco-button')]
        .map((b) => (b.textContent ?? '').trim())
        .filter((t) => t !== ''),
    }));
  }, NOTIFICATIONS);
}

/**
 * `GET /walkthrough`: the steps of the walkthrough the Welcome page shows now, each with its checkmark. Each step's
 * checkmark is an element with `data-done-step-id` and `aria-checked` (the same in VS Code 1.90.2 and 1.139.1).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<WalkthroughStepEntry[]>}
 */
function readWalkthroughSteps(page) {
  return page.evaluate(() => {
    // Runs in the page.
    const { document } = /** @type {{ document: Document }} */ (/** @type {unknown} */ (globalThis));
    return [...document.querySelectorAll('[data-done-step-id]')].map((mark) => ({
      id: mark.getAttribute('data-done-step-id') ?? '',
      done: mark.getAttribute('aria-checked') === 'true',
    }));
  });
}

/** @typedef {(page: import('playwright-core').Page) => Promise<unknown>} PageRead */

/** The routes answered from one read of the page, as JSON. */
const PAGE_READS = new Map(
  /** @type {[string, PageRead][]} */ ([
    ['/notifications', readNotifications],
    ['/walkthrough', readWalkthroughSteps],
  ]),
);

/**
 * @param {() => import('playwright-core').Page | undefined} currentPage
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startWorkbenchProbe(currentPage) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const page = currentPage();
    const read = PAGE_READS.get(url.pathname);
    if (page !== undefined && req.method === 'GET' && read !== undefined) {
      read(page).then(
        (answer) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer)),
        (error) => res.writeHead(500).end(String(error)),
      );
      return;
    }
    if (req.method !== 'GET' || url.pathname !== '/statusbar' || page === undefined) {
      res.writeHead(page === undefined ? 503 : 404).end();
      return;
    }
    const contains = url.searchParams.get('id') ?? '';
    page
      .evaluate((needle) => {
        /** @type {StatusBarEntry[]} */
        const found = [];
        // Runs in the page.
        const { document } = /** @type {{ document: Document }} */ (/** @type {unknown} */ (globalThis));
        for (const el of document.querySelectorAll('.part.statusbar .statusbar-item')) {
          if (!el.id.includes(needle)) continue;
          const labelled = [el, ...el.querySelectorAll('[aria-label]')];
          found.push({
            id: el.id,
            text: (el.textContent ?? '').trim(),
            labels: labelled.map((e) => e.getAttribute('aria-label') ?? '').filter((l) => l !== ''),
          });
        }
        return found;
      }, contains)
      .then(
        (found) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(found)),
        (error) => res.writeHead(500).end(String(error)),
      );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('the workbench probe is not listening on a TCP port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
