import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  createNonce,
  renderProfilePage,
  type PageOptions,
  type PanelAssets,
  type PanelState,
} from '../../src/features/panel/core/profilePage';
import { launchChromium, type ContextOptions, type LaunchedChromium } from './chromium';
import { renderEmojiArtwork } from './emojiArt';
import { startPanelServer, type PanelServer } from './panelServer';
import { NOW_MS } from '../support/profileFixtures';
import { WEBVIEW_HOST_MOCK, type HostRecord } from './webviewHostMock';

export type Theme = 'dark' | 'light' | 'highContrast';

const THEMES: Record<Theme, { bodyClass: string; stylesheet: string }> = {
  dark: { bodyClass: 'vscode-dark', stylesheet: 'dark-modern.css' },
  light: { bodyClass: 'vscode-light', stylesheet: 'light-modern.css' },
  highContrast: { bodyClass: 'vscode-high-contrast', stylesheet: 'high-contrast.css' },
};

/** One browser, one loopback server and the emoji artwork, shared by the tests of a suite. */
export interface PanelSession {
  chromium: LaunchedChromium;
  server: PanelServer;
  emojiImages: Map<string, Buffer>;
  close(): Promise<void>;
}

export async function startPanelSession(): Promise<PanelSession> {
  const chromium = await launchChromium();
  const server = await startPanelServer();
  const scratch = await chromium.newContext();
  const emojiImages = await renderEmojiArtwork(scratch);
  await scratch.close();
  return {
    chromium,
    server,
    emojiImages,
    async close() {
      await chromium.close();
      await server.close();
    },
  };
}

/** A suite's session, and panels that are closed after each test and checked to have stayed on the machine. */
export interface PanelSuite {
  session(): PanelSession;
  open(state: PanelState, options?: OpenPanelOptions): Promise<OpenedPanel>;
}

/**
 * Call inside `describe`: registers the hooks that start one session before the suite's tests and close it
 * after them, and that close every panel `open` gave a test once the test is over, each having sent no
 * request off the machine.
 */
export function panelSuite(): PanelSuite {
  let session: PanelSession | undefined;
  const opened: OpenedPanel[] = [];
  before(async function () {
    session = await startPanelSession();
  });
  afterEach(async function () {
    const panels = opened.splice(0);
    // All closed first: a panel left open would outlive a failed check.
    await Promise.all(panels.map((panel) => panel.close()));
    for (const panel of panels) assert.deepEqual(panel.offMachineRequests, [], 'no request may leave the machine');
  });
  after(async function () {
    await session?.close();
  });
  const started = (): PanelSession => {
    if (!session) throw new Error("the panel session starts in the suite's before hook");
    return session;
  };
  return {
    session: started,
    async open(state, options) {
      const panel = await openPanel(started(), state, options);
      opened.push(panel);
      return panel;
    },
  };
}

const SCREENSHOTS_DIR = join(__dirname, '..', '..', 'test-results', 'screenshots');
/**
 * How long before the page's time a manual clock is installed: an hour, as Playwright's own example installs hours
 * early, and far past a browser test's timeout (browser/.mocharc.json), so no step between install and pauseAt
 * outlasts it.
 */
const CLOCK_INSTALL_LEAD_MS = 60 * 60_000;

/** Where a test saves the screenshot `name` (test-results/screenshots/, made on first use). */
export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  return join(SCREENSHOTS_DIR, name);
}

export interface OpenPanelOptions {
  page?: Partial<PageOptions>;
  theme?: Theme;
  /** Viewport, scale, browser locale and zone of the panel's own browser context. */
  context?: ContextOptions;
  /**
   * 'fixed' (default): Date.now() stays put, timers run in real time; 'manual': time stands still until
   * the test moves it with page.clock.runFor; 'real': the machine's clock.
   */
  clock?: 'fixed' | 'manual' | 'real';
  /** The browser clock's time for 'fixed' and 'manual' (default: the render time, NOW_MS). */
  clockTime?: number;
  /** Runs on the fresh page before navigation (extra init scripts, routes). */
  beforeLoad?(page: Page): Promise<void>;
  /** Post-processes the rendered HTML: only the sensor self-test uses it, to plant a payload on purpose. */
  tamper?(html: string): string;
}

export interface OpenedPanel {
  page: Page;
  html: string;
  assets: PanelAssets;
  /** What the page did through the mocked VS Code API, and what the sensors saw. */
  host(): Promise<HostRecord>;
  /** Requests that would have left the machine (aborted). Must stay empty. */
  offMachineRequests: string[];
  emojiRequests: string[];
  close(): Promise<void>;
}

let pageCounter = 0;

/** Renders `state` with the real renderer and CSP, and opens it as the webview would. */
export async function openPanel(
  session: PanelSession,
  state: PanelState,
  options: OpenPanelOptions = {},
): Promise<OpenedPanel> {
  const { origin } = session.server;
  const assets: PanelAssets = {
    cspSource: origin,
    nonce: createNonce(),
    styleUri: `${origin}/media/panel.css`,
    scriptUri: `${origin}/dist/webview/panel.js`,
  };
  const pageOptions: PageOptions = { locale: 'en-US', timeZone: 'UTC', nowMs: NOW_MS, ...options.page };
  const rendered = renderProfilePage(state, assets, pageOptions);
  const html = options.tamper ? options.tamper(rendered) : rendered;
  const url = session.server.putPage(`panel-${++pageCounter}`, html);

  const context = await session.chromium.newContext(options.context);
  const page = await context.newPage();
  const offMachineRequests: string[] = [];
  const emojiRequests: string[] = [];
  await page.route('**/*', async (route) => {
    const requestUrl = new URL(route.request().url());
    if (requestUrl.origin === origin) return route.continue();
    if (requestUrl.hostname === 'cdn.discordapp.com') {
      emojiRequests.push(requestUrl.href);
      const id = /^\/emojis\/(\d+)\.webp$/.exec(requestUrl.pathname)?.[1];
      const image = id === undefined ? undefined : session.emojiImages.get(id);
      return image
        ? route.fulfill({ status: 200, contentType: 'image/png', body: image })
        : route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
    }
    offMachineRequests.push(requestUrl.href);
    return route.abort('blockedbyclient');
  });
  await page.addInitScript(WEBVIEW_HOST_MOCK);
  await page.addInitScript(themeScript(options.theme ?? 'dark', origin));
  const clock = options.clock ?? 'fixed';
  const clockTime = options.clockTime ?? pageOptions.nowMs ?? NOW_MS;
  if (clock === 'fixed') await page.clock.setFixedTime(clockTime);
  if (clock === 'manual') {
    // Paused from the start: timers fire only through page.clock.runFor, each at its exact due time. Installed, the
    // clock runs in real time until pauseAt, which cannot go back: installed 1 s early, a CI beside a compiler took
    // longer between the two calls ("Cannot fast-forward to the past"). With no page loaded yet the jump fires nothing.
    await page.clock.install({ time: clockTime - CLOCK_INSTALL_LEAD_MS });
    await page.clock.pauseAt(clockTime);
  }
  if (options.beforeLoad) await options.beforeLoad(page);
  await page.goto(url, { waitUntil: 'load' });
  return {
    page,
    html,
    assets,
    host: () => page.evaluate(() => (window as unknown as { __webviewHost: HostRecord }).__webviewHost),
    offMachineRequests,
    emojiRequests,
    close: () => context.close(),
  };
}

/**
 * Waits until the page has settled: the page script has run to its end (it reports its state to the host), every
 * image has loaded or failed, and the fonts are ready; then one task later, so that the reports of what the CSP
 * blocked (dispatched as tasks) have landed. A condition, not a quiet period: "network idle" waits for 500 ms of
 * silence, which a loaded machine can keep from coming within any fixed budget.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.readyState === 'complete' &&
      (window as unknown as { __webviewHost: HostRecord }).__webviewHost.states.length > 0 &&
      Array.from(document.images).every((image) => image.complete) &&
      document.fonts.status === 'loaded',
    undefined,
    { polling: 50 },
  );
  // A message through a MessageChannel: a task, and one that a paused page clock (page.clock) does not hold back.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(undefined);
      }),
  );
}

/**
 * What VS Code does to every webview: a theme class on <body> and the theme's variables. The variables come
 * as a stylesheet from the test server (an inline style would be refused by the page's CSP).
 */
function themeScript(theme: Theme, origin: string): string {
  const { bodyClass, stylesheet } = THEMES[theme];
  return `document.addEventListener('DOMContentLoaded', () => {
    document.body.classList.add(${JSON.stringify(bodyClass)});
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = ${JSON.stringify(`${origin}/theme/${stylesheet}`)};
    document.head.prepend(link);
  });`;
}
