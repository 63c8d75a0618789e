// What the three phases of the restart run share (test/harness/suiteRun.mjs, profile "restart"): each phase is a
// fresh code-server and Chromium on the same user data, so what the extension remembered in one is on disk in the next.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { SAMPLE_KEY } from '../../stand-in/keys';
import { EXTENSION_ID, setKey, setSetting } from '../fixture';

export const REMEMBERED_ID = '589142681454035401';

function stateDir(): string {
  const dir = process.env.INTEGRATION_HOST_STATE_DIR;
  assert.ok(dir, 'the launcher says where the server keeps its files (INTEGRATION_HOST_STATE_DIR)');
  return dir;
}

/** The stand-in's port, kept from the first day so the base address (and so the store's file) is the same. */
export function portFile(): string {
  return path.join(stateDir(), 'remembered-stand-in-port');
}

/** The extension's remembered profiles, in the server's global storage folder. */
export function rememberedFolder(): string {
  return path.join(stateDir(), 'user-data', 'User', 'globalStorage', EXTENSION_ID, 'remembered');
}

/** The user's settings and key, as they were (the launcher rewrites the settings file at each start). */
export async function sameUser(port: number): Promise<void> {
  await setSetting('baseUrl', `http://127.0.0.1:${port}`);
  // Profiles older than a second are stale: the next day's lookups show them at once and refresh them.
  await setSetting('cache.ttlSeconds', 1);
  await setKey(SAMPLE_KEY);
}

export async function waitFor<T>(what: string, read: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function readPort(): number {
  return Number(fs.readFileSync(portFile(), 'utf8'));
}
