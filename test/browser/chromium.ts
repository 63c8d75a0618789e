import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Debian's Chromium; never a browser downloaded by playwright. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless and quiet: nothing in the browser itself reaches for the network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface ChromiumOptions {
  locale?: string;
  timezoneId?: string;
  viewport?: { width: number; height: number };
  deviceScaleFactor?: number;
  colorScheme?: 'light' | 'dark';
}

export interface LaunchedChromium {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A browser with a fresh profile (playwright passes the folder as --user-data-dir), removed on close. */
export async function launchChromium(options: ChromiumOptions = {}): Promise<LaunchedChromium> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'profile-lookup-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    locale: options.locale ?? 'en-US',
    timezoneId: options.timezoneId ?? 'UTC',
    viewport: options.viewport ?? { width: 900, height: 1000 },
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    colorScheme: options.colorScheme ?? 'dark',
    serviceWorkers: 'block',
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
