import { chromium, type Browser, type BrowserContext } from 'playwright-core';

// An installed Chrome, Edge or Chromium (test/harness/browserLaunch.mjs: CHROMIUM_PATH, Playwright's channels, PATH),
// never a browser downloaded by playwright, headless and quiet: nothing in the browser itself reaches for the
// network. The integration harness (test/harness/workbenchBrowser.mjs) reads the same flags.
import chromiumLaunch from '../harness/chromiumLaunch.json';
import { launchInstalledBrowser } from '../harness/browserLaunch.mjs';

/**
 * The cap on any one wait of a browser test (a launch, a navigation, a condition). Tests wait for conditions, never
 * for a time: this only bounds a wait that would never end, generously, since a loaded machine (a load of 13 on 2
 * cores) can make a page take seconds where it takes milliseconds when idle. Mocha's timeout (browser/.mocharc.json) fits
 * several such waits.
 */
export const PATIENCE_MS = 120_000;

export interface ContextOptions {
  locale?: string;
  timezoneId?: string;
  viewport?: { width: number; height: number };
  deviceScaleFactor?: number;
}

export interface LaunchedChromium {
  browser: Browser;
  /** A fresh context per page: cookies, storage and (what matters here) the fake clock stay per page. */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * Launches Chromium with a fresh profile: playwright creates a temporary folder, passes it as
 * --user-data-dir and removes it on close (it refuses --user-data-dir in `args` for this reason).
 */
export async function launchChromium(): Promise<LaunchedChromium> {
  const { launched: browser } = await launchInstalledBrowser((choice) =>
    chromium.launch({ ...choice, headless: true, args: chromiumLaunch.args, timeout: PATIENCE_MS }),
  );
  return {
    browser,
    async newContext(options = {}) {
      const context = await browser.newContext({
        locale: options.locale ?? 'en-US',
        timezoneId: options.timezoneId ?? 'UTC',
        viewport: options.viewport ?? { width: 900, height: 1000 },
        deviceScaleFactor: options.deviceScaleFactor ?? 1,
        serviceWorkers: 'block',
      });
      // Playwright's own default is 30 s per wait, which a loaded machine can use up.
      context.setDefaultTimeout(PATIENCE_MS);
      context.setDefaultNavigationTimeout(PATIENCE_MS);
      return context;
    },
    close: () => browser.close(),
  };
}
