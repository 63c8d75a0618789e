// The key guard's scan (src/features/apiKey/core/keyScan.ts) of a 10 MB document: the longest slice is the
// longest the extension host is held at once (goal < 50 ms), and the whole scan is compared with one regular
// expression over the same text in one go (the baseline, unsliced, in the same process).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { KeyScan } from '../src/features/apiKey/core/keyScan';
import { fmtMs, median } from './stats';
import type { BenchRow } from './types';

const MB = 1024 * 1024;
const KEY = 'lorixp_k7YoEB6NLYDjum2kdDfzgb6AN4s1N8v3eVNkBiMC4Kx';
const BLOCK_GOAL_MS = 50;
const RUNS = 5;

/** The sample log repeated to 10 MB, with a key pasted in every 100 KB or so. */
function logDocument(): string {
  const log = readFileSync(join(__dirname, '..', 'sample-workspace', 'app.log'), 'utf8');
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < 10 * MB; i++) {
    const piece = i % 20 === 0 ? `${log}\nAuthorization: ${KEY}\n` : log;
    parts.push(piece);
    size += piece.length;
  }
  return parts.join('');
}

/** Worst case: 10 MB of near misses, each a prefix the scan must read and reject. */
function nearMisses(): string {
  return 'lorixp_1234567890abcdefghij '.repeat(Math.ceil((10 * MB) / 28));
}

function scanTimed(text: string): { totalMs: number; longestSliceMs: number; found: number } {
  const scan = new KeyScan(text);
  let longest = 0;
  const t0 = performance.now();
  while (!scan.done) {
    const s0 = performance.now();
    scan.step();
    longest = Math.max(longest, performance.now() - s0);
  }
  return { totalMs: performance.now() - t0, longestSliceMs: longest, found: scan.found.length };
}

function baselineMs(text: string): number {
  const t0 = performance.now();
  const found = text.match(/(?<![\w])lorixp_[1-9A-HJ-NP-Za-km-z]{20,}(?![\w])/g);
  const ms = performance.now() - t0;
  if (found === null && text.includes(KEY)) throw new Error('baseline found nothing');
  return ms;
}

export async function rows(): Promise<BenchRow[]> {
  const out: BenchRow[] = [];
  for (const [label, text] of [
    ['10 MB log, a key every ~100 KB', logDocument()],
    ['10 MB of near misses (worst case)', nearMisses()],
  ] as const) {
    const runs = Array.from({ length: RUNS }, () => scanTimed(text));
    const base = median(Array.from({ length: RUNS }, () => baselineMs(text)));
    const total = median(runs.map((r) => r.totalMs));
    const longest = Math.max(...runs.map((r) => r.longestSliceMs));
    out.push(
      {
        area: 'key guard',
        name: `scan of a ${label}: longest slice (the host held at once, worst of ${RUNS})`,
        value: fmtMs(longest),
        goal: `< ${BLOCK_GOAL_MS} ms`,
        pass: longest < BLOCK_GOAL_MS,
      },
      {
        area: 'key guard',
        name: `scan of a ${label}: whole scan, ${runs[0]!.found} keys (median; ratio to one regex in one go)`,
        value: `${fmtMs(total)} (×${(total / base).toFixed(2)})`,
      },
    );
  }
  return out;
}
