// The key guard's scan (src/features/apiKey/core/keyScan.ts) of a 10 MB document. The longest slice is the longest
// the scan holds the extension host at once: its CPU time is what the code costs (goal < 20 ms, the first slices'
// compiling included; a warm slice costs about half a millisecond, printed beside it as the median slice),
// its wall time adds whatever else the machine runs meanwhile (printed with the load average, no goal: on a loaded
// machine it measures the scheduler, 20-60 ms at a load of 13 on 2 cores). The whole scan is compared with one regular
// expression over the same text in one go (the baseline, unsliced, in the same process).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { KeyScan } from '../src/features/apiKey/core/keyScan';
import { fmtMs, median } from './stats';
import type { BenchRow } from './types';

const MB = 1024 * 1024;
const KEY = 'lorixp_k7YoEB6NLYDjum2kdDfzgb6AN4s1N8v3eVNkBiMC4Kx';
/** CPU time of the longest slice, the cold ones included (V8 compiles the scan during the first two). */
const SLICE_CPU_GOAL_MS = 20;
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

/**
 * Worst case: 10 MB of near misses, each a prefix the scan must read and reject. Joined, so the string is flat as a
 * document's getText() is (`repeat` would build a tree that the first slice would pay to flatten).
 */
function nearMisses(): string {
  return Array.from({ length: Math.ceil((10 * MB) / 28) }, () => 'lorixp_1234567890abcdefghij ').join('');
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

function scanTimed(text: string): { totalMs: number; longestSliceMs: number; longestSliceCpuMs: number; sliceCpuMs: number[]; found: number } {
  const scan = new KeyScan(text);
  let longest = 0;
  let longestCpu = 0;
  const sliceCpuMs: number[] = [];
  const t0 = performance.now();
  while (!scan.done) {
    const c0 = process.cpuUsage();
    const s0 = performance.now();
    scan.step();
    longest = Math.max(longest, performance.now() - s0);
    const cpu = cpuMs(c0);
    sliceCpuMs.push(cpu);
    longestCpu = Math.max(longestCpu, cpu);
  }
  return { totalMs: performance.now() - t0, longestSliceMs: longest, longestSliceCpuMs: longestCpu, sliceCpuMs, found: scan.found.length };
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
    const longestCpu = Math.max(...runs.map((r) => r.longestSliceCpuMs));
    out.push(
      {
        area: 'key guard',
        name: `scan of a ${label}: longest slice, CPU time (the host held at once by the scan, worst of ${RUNS})`,
        value: `${fmtMs(longestCpu)} (median slice ${fmtMs(median(runs.flatMap((r) => r.sliceCpuMs)))})`,
        goal: `< ${SLICE_CPU_GOAL_MS} ms`,
        pass: longestCpu < SLICE_CPU_GOAL_MS,
      },
      {
        area: 'key guard',
        name: `scan of a ${label}: longest slice, wall time (with the machine's other work, worst of ${RUNS})`,
        value: `${fmtMs(longest)} (load average ${loadavg()[0]!.toFixed(1)})`,
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
