// Collects every user-facing message and log line the api tests produce, and after the whole suite checks
// that no API key is in any of them. Registered once, at the root, by whichever test file loads it first.
import assert from 'node:assert/strict';
import type { LookupResult } from '../../../src/api/types';

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

after('no API key appears in any message or log line of the api suite', () => {
  assert.ok(texts.length > 0 && keys.size > 0, 'the watch saw no messages or no keys: it is not wired in');
  assert.equal(leaksIn(texts, keys).length, 0, 'a message or log line carries an API key');
});
