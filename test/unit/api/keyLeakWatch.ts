// Collects every user-facing message and log line the api tests produce, and after the whole suite checks
// that no API key is in any of them (test/unit/rootHooks.ts runs the check once, after the whole suite).
import type { LookupResult } from '../../../src/model/user';
import assert from 'node:assert/strict';

const texts: string[] = [];
const keys = new Set<string>();

export function rememberKey(key: string): string {
  keys.add(key);
  return key;
}

export function recordLine(line: string): void {
  texts.push(line);
}

export function recordResult<T extends LookupResult | { ok: boolean; error?: { message: string } }>(result: T): T {
  if (!result.ok && result.error !== undefined) texts.push(result.error.message);
  return result;
}

/** The texts that carry a key, or something shaped like one. */
export function leaksIn(allTexts: readonly string[], allKeys: Iterable<string>): string[] {
  const cores = [...allKeys].map((k) => k.trim()).filter((k) => k.length >= 8);
  // Trimmed too: a key with a stray space or newline must not leak in part either.
  return allTexts.filter((text) => /lorixp_/.test(text) || cores.some((core) => text.includes(core)));
}

/** After the whole run: no API key in any message or log line the api tests produced. */
export function assertNoKeyLeaks(): void {
  if (keys.size === 0) return; // no api test ran (a filtered run)
  assert.ok(texts.length > 0, 'the watch saw keys but no messages: it is not wired in');
  assert.equal(leaksIn(texts, keys).length, 0, 'a message or log line carries an API key');
}
