// Opens the web workbench in an installed Chrome, Edge or Chromium (browserLaunch.mjs), headless, through
// playwright-core (never a downloaded browser). The workbench's smoke-test driver reports through two page functions: every log line goes
// to codeAutomationLog, and codeAutomationExit is called once when the extension tests' host exits.
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchInstalledBrowser } from './browserLaunch.mjs';

// Flags shared with the browser tests (test/browser/chromium.ts): headless, and nothing in the browser itself reaches
// for the network. Which browser: browserLaunch.mjs (CHROMIUM_PATH names one).
/** @type {{ args: string[] }} */
const CHROMIUM_LAUNCH = JSON.parse(readFileSync(new URL('./chromiumLaunch.json', import.meta.url), 'utf8'));

/**
 * @typedef {object} WorkbenchLogFile
 * @property {string} relativePath
 * @property {string} contents
 */

/**
 * @typedef {object} OpenWorkbench
 * @property {import('playwright-core').Page} page
 * @property {Promise<string>} crashed  settles if the page crashes or the browser goes away
 * @property {(file: string) => Promise<void>} screenshot  the whole page, into a PNG file
 * @property {() => Promise<void>} close
 */

/**
 * @param {object} options
 * @param {string} options.url
 * @param {string} options.profileDir  a fresh folder for Chromium's profile
 * @param {string} options.homeDir  a fresh HOME: Chromium keeps crash reports and caches under ~/.config and ~/.cache
 * @param {(level: string, message: string) => void} options.onLog
 * @param {(code: number, logs: WorkbenchLogFile[]) => void} options.onExit
 * @returns {Promise<OpenWorkbench>}
 */
export async function openWorkbench(options) {
  await Promise.all([options.profileDir, options.homeDir].map((dir) => mkdir(dir, { recursive: true })));
  const { launched: context } = await launchInstalledBrowser((choice) =>
    chromium.launchPersistentContext(options.profileDir, {
      ...choice,
      headless: true,
      args: CHROMIUM_LAUNCH.args,
      viewport: { width: 1400, height: 900 },
      // Playwright's own 30 s is a budget a loaded machine can use up; this is only a cap.
      timeout: 120_000,
      env: {
        ...process.env,
        HOME: options.homeDir,
        XDG_CONFIG_HOME: path.join(options.homeDir, '.config'),
        XDG_CACHE_HOME: path.join(options.homeDir, '.cache'),
      },
    }),
  );
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // Both must exist before the workbench's first script runs, or the first messages are lost.
    await page.exposeFunction('codeAutomationLog', (/** @type {unknown} */ level, /** @type {unknown} */ message) =>
      options.onLog(String(level), typeof message === 'string' ? message : JSON.stringify(message)),
    );
    await page.exposeFunction('codeAutomationExit', (/** @type {unknown} */ code, /** @type {unknown} */ logs) =>
      options.onExit(typeof code === 'number' ? code : Number(code), Array.isArray(logs) ? logs : []),
    );
    /** @type {Promise<string>} */
    const crashed = new Promise((resolve) => {
      page.on('crash', () => resolve('the workbench page crashed'));
      context.on('close', () => resolve('the browser closed'));
    });
    // The workbench reports through the exposed functions; waiting for more than the navigation itself
    // would only add a second time limit next to the caller's.
    await page.goto(options.url, { waitUntil: 'commit', timeout: 0 });
    return {
      page,
      crashed,
      screenshot: async (file) => {
        await mkdir(path.dirname(file), { recursive: true });
        await webviewsPainted(page, 30_000);
        await page.screenshot({ path: file, fullPage: true });
      },
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * A webview's content loads into an inner frame of its host frame some time after the panel opens:
 * waits, within `timeoutMs`, until each open webview has its content loaded and its fonts ready.
 * @param {import('playwright-core').Page} page
 * @param {number} timeoutMs
 */
async function webviewsPainted(page, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const webviewHosts = () => page.frames().filter((frame) => frame.url().includes('/webview/browser/pre/index.html'));
  for (const host of webviewHosts()) {
    while (host.childFrames().length === 0 && Date.now() < deadline) await delay(100);
    for (const content of host.childFrames()) {
      const left = Math.max(0, deadline - Date.now());
      try {
        await content.waitForLoadState('load', { timeout: left });
        await content.evaluate(() => document.fonts.ready.then(() => undefined));
      } catch {
        // Shot as it is: a blank webview in the picture says more than a missing picture.
      }
    }
  }
  // One more frame for the loaded content to be painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** @param {number} ms */
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
