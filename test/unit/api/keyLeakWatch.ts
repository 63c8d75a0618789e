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

after('no API key appears in any message or log line of the api suite', () => {
  assert.ok(texts.length >= 20, `expected the suite to produce messages and log lines, saw ${texts.length}`);
  assert.ok(keys.size >= 3, 'expected the suite to use several keys');
  for (const text of texts) {
    assert.doesNotMatch(text, /lorixp_/, 'a message or log line carries something shaped like a key');
    for (const key of keys) {
      // Whitespace-trimmed too: a key with a stray space or newline must not leak in part either.
      const core = key.trim();
      if (core.length >= 8) assert.ok(!text.includes(core), 'a message or log line carries an API key');
    }
  }
});
