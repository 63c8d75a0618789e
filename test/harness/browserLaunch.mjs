// Which browser drives the browser tests and the integration tests' workbench: no path of any system is written here.
// - CHROMIUM_PATH, when set: that executable (any Chrome, Edge or Chromium), and nothing else;
// - else what Playwright finds of an installed Google Chrome, then Microsoft Edge (its `chrome` and `msedge`
//   channels: Playwright knows where each installs on Linux, macOS and Windows);
// - else a Chromium on PATH (Debian's `chromium`, Ubuntu's or Fedora's `chromium-browser`, …).
// A candidate that is not installed is passed over; one that is installed and fails to start is an error of its own.
import { existsSync } from 'node:fs';
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
 * Launches the first browser of `browserChoices` that is installed, through `launch` (Playwright's launch or
 * launchPersistentContext with the caller's options and the choice's).
 * @template T
 * @param {(choice: BrowserChoice) => Promise<T>} launch
 * @param {Record<string, string | undefined>} [env]
 * @returns {Promise<{ launched: T, choice: BrowserChoice }>}
 */
export async function launchInstalledBrowser(launch, env = process.env) {
  const choices = browserChoices(env, (name) => findOnPath(name, env));
  /** @type {string[]} */
  const tried = [];
  for (const choice of choices) {
    try {
      return { launched: await launch(choice), choice };
    } catch (error) {
      if (!isNotInstalled(error)) throw error;
      tried.push('channel' in choice ? `Playwright's "${choice.channel}" channel` : choice.executablePath);
    }
  }
  throw new Error(
    `No Chrome, Edge or Chromium found (tried: ${tried.join('; ') || 'nothing'}). Install one, or set ` +
      `${BROWSER_VARIABLE} to the executable of one.`,
  );
}
