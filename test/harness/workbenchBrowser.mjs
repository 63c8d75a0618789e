// Opens the web workbench in Debian's Chromium, headless, through playwright-core (never a downloaded
// browser). The workbench's smoke-test driver reports through two page functions: every log line goes
// to codeAutomationLog, and codeAutomationExit is called once when the extension tests' host exits.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
 * @param {(level: string, message: string) => void} options.onLog
 * @param {(code: number, logs: WorkbenchLogFile[]) => void} options.onExit
 * @returns {Promise<OpenWorkbench>}
 */
export async function openWorkbench(options) {
  await mkdir(options.profileDir, { recursive: true });
  const context = await chromium.launchPersistentContext(options.profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1400, height: 900 },
  });
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
    await page.goto(options.url, { waitUntil: 'commit' });
    return {
      page,
      crashed,
      screenshot: async (file) => {
        await mkdir(path.dirname(file), { recursive: true });
        await page.screenshot({ path: file, fullPage: true });
      },
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}
