// Which browser drives the browser tests and the integration tests' workbench: no path of any system is written here.
// - CHROMIUM_PATH, when set: that executable (any Chrome, Edge or Chromium), and nothing else;
// - else what Playwright finds of an installed Google Chrome, then Microsoft Edge (its `chrome` and `msedge`
//   channels: Playwright knows where each installs on Linux, macOS and Windows);
// - else a Chromium on PATH (Debian's `chromium`, Ubuntu's or Fedora's `chromium-browser`, …).
// A candidate that is not installed is passed over; one that is installed and fails to start is an error of its own.
import { existsSync, readdirSync, rmdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const BROWSER_VARIABLE = 'CHROMIUM_PATH';
/** Playwright's channels for installed browsers, in the order they are tried. */
export const CHANNELS = /** @type {const} */ (['chrome', 'msedge']);
/** The names Chromium's packages install on PATH. */
export const PATH_NAMES = /** @type {const} */ (['chromium', 'chromium-browser']);

/** @typedef {{ executablePath: string } | { channel: string }} BrowserChoice  options for Playwright's launch */

/**
 * The browsers to try, in order.
 * @param {Record<string, string | undefined>} env
 * @param {(name: string) => string | undefined} findOnPath
 * @returns {BrowserChoice[]}
 */
export function browserChoices(env, findOnPath) {
  const named = env[BROWSER_VARIABLE]?.trim();
  if (named) return [{ executablePath: named }];
  return [
    ...CHANNELS.map((channel) => ({ channel })),
    ...PATH_NAMES.flatMap((name) => {
      const found = findOnPath(name);
      return found ? [{ executablePath: found }] : [];
    }),
  ];
}

/**
 * Whether a launch failed because the browser is not there (Playwright's words for a channel it cannot find, or
 * a missing executable), rather than because it failed to start.
 * @param {unknown} error
 */
export function isNotInstalled(error) {
  const message = error instanceof Error ? error.message : String(error);
  return /is not found at|distribution '[^']+' is not found|ENOENT|executable doesn't exist/i.test(message);
}

/**
 * An executable `name` on PATH (with PATHEXT's extensions on Windows), or undefined.
 * @param {string} name
 * @param {Record<string, string | undefined>} [env]
 */
export function findOnPath(name, env = process.env) {
  const extensions = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE').split(';') : [''];
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const extension of extensions) {
      const file = path.join(dir, name + extension);
      if (existsSync(file)) return file;
    }
  }
  return undefined;
}

/**
 * The folders Playwright makes in the system's temporary folder for a launch (playwright-core's _prepareToLaunch): it
 * makes them before it looks for the browser, and removes them only when a browser ran. A channel that is not
 * installed (Chrome and Edge on a machine with Debian's Chromium: each launch of the tests) left two of them behind.
 */
const PLAYWRIGHT_TEMP_PREFIXES = /** @type {const} */ (['playwright-artifacts-', 'playwright_chromiumdev_profile-']);

/**
 * The names of Playwright's temporary folders in `dir`.
 * @param {string} dir
 */
function playwrightTempFolders(dir) {
  try {
    return new Set(
      readdirSync(dir).filter((name) => PLAYWRIGHT_TEMP_PREFIXES.some((prefix) => name.startsWith(prefix))),
    );
  } catch {
    return new Set();
  }
}

/**
 * Removes what a launch that found no browser left in `dir`: Playwright's folders that are new since `before` and
 * empty (rmdir takes an empty folder only: a running browser's profile holds its files). Another run's folder made in
 * those few milliseconds could be taken too; its launch would then only lose an artifacts folder no test writes to.
 * @param {string} dir
 * @param {Set<string>} before
 */
function removeLeftBehind(dir, before) {
  for (const name of playwrightTempFolders(dir)) {
    if (before.has(name)) continue;
    try {
      rmdirSync(path.join(dir, name));
    } catch {
      // Not empty (in use) or gone already: left alone.
    }
  }
}

/**
 * Launches the first browser of `browserChoices` that is installed, through `launch` (Playwright's launch or
 * launchPersistentContext with the caller's options and the choice's). A choice that is not installed leaves nothing
 * behind (removeLeftBehind).
 * @template T
 * @param {(choice: BrowserChoice) => Promise<T>} launch
 * @param {Record<string, string | undefined>} [env]
 * @returns {Promise<{ launched: T, choice: BrowserChoice }>}
 */
export async function launchInstalledBrowser(launch, env = process.env) {
  const choices = browserChoices(env, (name) => findOnPath(name, env));
  /** @type {string[]} */
  const tried = [];
  const temp = os.tmpdir();
  for (const choice of choices) {
    const before = playwrightTempFolders(temp);
    try {
      return { launched: await launch(choice), choice };
    } catch (error) {
      if (!isNotInstalled(error)) throw error;
      removeLeftBehind(temp, before);
      tried.push('channel' in choice ? `Playwright's "${choice.channel}" channel` : choice.executablePath);
    }
  }
  throw new Error(
    `No Chrome, Edge or Chromium found (tried: ${tried.join('; ') || 'nothing'}). Install one, or set ` +
      `${BROWSER_VARIABLE} to the executable of one.`,
  );
}
