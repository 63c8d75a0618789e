// Id detection: a hover must cost the same on a 10 MB minified line as on a short one, and a whole-text
// scan (terminal lines, files) must keep up with real logs.
import { findIdAt, findIdsInText } from '../src/ids/findId';
import { fmtMs, median, medianPerCallMs, timeRuns } from './stats';
import type { BenchRow } from './types';

const AREA = 'ids';
const MB = 1024 * 1024;
const NOW_MS = Date.UTC(2026, 10, 22);
const options = { nowMs: NOW_MS };
const ID = '1167125644296069160';
const RATIO_GOAL = 2;

/** Deterministic pseudo-random numbers, so every run scans the same text. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A line with the id in its middle, padded with minified-JSON-like text to `length` characters. */
function lineWithIdInMiddle(length: number): { line: string; caret: number } {
  const filler = '{"a":1,"b":[true,null],"c":"x/y?z=1"},';
  const half = Math.max(0, Math.floor((length - ID.length - 4) / 2));
  const side = filler.repeat(Math.ceil(half / filler.length)).slice(0, half);
  const line = `${side}"${ID}",${side}`;
  return { line, caret: side.length + 1 + 9 };
}

/** About `size` characters of application log: ids, nanosecond timestamps, UUIDs, hashes, JSON. */
function realisticLog(size: number): string {
  const random = seededRandom(42);
  const digits = (count: number): string => {
    let out = String(1 + Math.floor(random() * 9));
    while (out.length < count) out += String(Math.floor(random() * 10));
    return out;
  };
  const hex = (count: number): string => {
    let out = '';
    while (out.length < count) out += Math.floor(random() * 16).toString(16);
    return out;
  };
  const templates: (() => string)[] = [
    () => `2026-11-21T10:${digits(2)}:${digits(2)}.${digits(3)}Z INFO  [gateway] user ${'1' + digits(17)} joined guild ${digits(18)} in ${digits(2)}ms`,
    () => `2026-11-21T10:${digits(2)}:${digits(2)}.${digits(3)}Z DEBUG [http] GET /v1/users/${digits(18)} 200 ${digits(3)}ms trace=${hex(32)}`,
    () => `{"level":"info","ts":1763${digits(15)},"msg":"message created","author":{"id":"${'11' + digits(17)}"},"channel_id":"${digits(18)}"}`,
    () => `2026-11-21T10:${digits(2)}:${digits(2)}.${digits(3)}Z WARN  [cache] evicted ${digits(4)} entries, request ${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
    () => `2026-11-21T10:${digits(2)}:${digits(2)}.${digits(3)}Z ERROR [worker] job ${hex(24)} failed after ${digits(1)}.${digits(3)}s: timeout`,
  ];
  const lines: string[] = [];
  let total = 0;
  while (total < size) {
    const line = templates[Math.floor(random() * templates.length)]!();
    lines.push(line);
    total += line.length + 1;
  }
  return lines.join('\n');
}

export async function rows(): Promise<BenchRow[]> {
  const short = lineWithIdInMiddle(100);
  const long = lineWithIdInMiddle(10 * MB);
  const digitsOnly = '7'.repeat(10 * MB);
  for (const sample of [short, long]) {
    if (findIdAt(sample.line, sample.caret, options)?.id !== ID) throw new Error('bench line does not hold the id');
  }

  // Alternate the measurements so that drift in the machine's speed hits both sides alike.
  const shortTimes: number[] = [];
  const longTimes: number[] = [];
  const digitsTimes: number[] = [];
  for (let round = 0; round < 5; round++) {
    shortTimes.push(medianPerCallMs(() => findIdAt(short.line, short.caret, options), 20_000, 15));
    longTimes.push(medianPerCallMs(() => findIdAt(long.line, long.caret, options), 20_000, 15));
    digitsTimes.push(medianPerCallMs(() => findIdAt(digitsOnly, digitsOnly.length >> 1, options), 20_000, 15));
  }
  const shortMs = median(shortTimes);
  const longMs = median(longTimes);
  const digitsMs = median(digitsTimes);
  const ratio = longMs / shortMs;

  const log = realisticLog(10 * MB);
  let idCount = 0;
  const scanTimes = await timeRuns(() => {
    idCount = findIdsInText(log, options).length;
  }, 10, 2);
  const scanMs = median(scanTimes);
  const throughput = log.length / MB / (scanMs / 1000);
  // Baseline: one pass reading every character, the least any scan that looks at all of them would cost.
  let checksum = 0;
  const readAllMs = median(await timeRuns(() => {
    for (let i = 0; i < log.length; i++) checksum ^= log.charCodeAt(i);
  }, 10, 2));
  if (checksum < 0) throw new Error('unreachable: keeps the read loop from being optimised away');

  return [
    { area: AREA, name: 'findIdAt, 100-char line (median per call)', value: fmtMs(shortMs) },
    {
      area: AREA,
      name: 'findIdAt, 10 MB line (median per call, ratio to 100-char)',
      value: `${fmtMs(longMs)} (×${ratio.toFixed(2)})`,
      goal: `≤ ×${RATIO_GOAL}`,
      pass: ratio <= RATIO_GOAL,
    },
    {
      area: AREA,
      name: 'findIdAt, middle of 10 MB of digits (ratio to 100-char)',
      value: `${fmtMs(digitsMs)} (×${(digitsMs / shortMs).toFixed(2)})`,
      goal: `≤ ×${RATIO_GOAL}`,
      pass: digitsMs / shortMs <= RATIO_GOAL,
    },
    {
      area: AREA,
      name: `findIdsInText, ${(log.length / MB).toFixed(1)} MB realistic log (${idCount} ids)`,
      value: `${throughput.toFixed(0)} MB/s (${fmtMs(scanMs)} per scan, ×${(scanMs / readAllMs).toFixed(2)} one charCodeAt pass)`,
    },
  ];
}
