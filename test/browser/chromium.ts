import { chromium, type Browser, type BrowserContext } from 'playwright-core';

// Debian's Chromium, never a browser downloaded by playwright, headless and quiet: nothing in the browser
// itself reaches for the network. The integration harness (test/harness/workbenchBrowser.mjs) reads the same file.
import chromiumLaunch from '../harness/chromiumLaunch.json';

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
  const browser = await chromium.launch({ executablePath: chromiumLaunch.executablePath, headless: true, args: chromiumLaunch.args });
  return {
    browser,
    newContext: (options = {}) =>
      browser.newContext({
        locale: options.locale ?? 'en-US',
        timezoneId: options.timezoneId ?? 'UTC',
        viewport: options.viewport ?? { width: 900, height: 1000 },
        deviceScaleFactor: options.deviceScaleFactor ?? 1,
        serviceWorkers: 'block',
      }),
    close: () => browser.close(),
  };
}
