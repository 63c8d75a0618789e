// The Ids view: reading a 50 MB log without holding the extension host (throughput, and the longest the event
// loop waited, both against one blocking findTypedIdsInText over the same text), and resolving a file's users
// under the rate limit (makespan against the service's minimum, a hover during the run). The lookups go through
// the data layer as it ships (dist/api/chunk.js, production build) against the stand-in, its 5-per-5-s limit scaled
// to 5 per 1 s as in api.bench.ts; the scan runs from src (it lives in the view's bundle, which needs vscode).
import type { UserService } from '../src/api/serviceTypes';
import { performance } from 'node:perf_hooks';
import { findTypedIdsInText } from '../src/ids/classifyId';
import { loadShippedApi, type ApiChunk } from './shippedApi';
import { ResolveRun } from '../src/features/idsView/core/resolveRun';
import { scanIds } from '../src/features/idsView/core/scanIds';
import { stringSource } from '../src/text/textSource';
import { startStandIn } from '../test/stand-in/server';
import { IDS } from '../test/stand-in/users';
import { fmtMs, median, Stretches } from './stats';
import { HOST_BLOCK_GOAL_MS, type BenchRow } from './types';
import { seededRandom } from '../test/support/seededRandom';
import { IdCorrections } from '../src/ids/corrections';

const AREA = 'ids view';
const MB = 1024 * 1024;
const NOW_MS = Date.UTC(2026, 10, 22);

/**
 * About `size` characters of bot log, one id for every ~500 characters (100,000 in 50 MB): 5,000 users named
 * again and again, guild and channel ids, among nanosecond timestamps, UUIDs and hashes that are not ids.
 */
export function botLog(size: number): string {
  const random = seededRandom(7);
  const pick = (n: number) => Math.floor(random() * n);
  const user = () => (1_100_000_000_000_000_000n + BigInt(pick(5000)) * 4_194_304n).toString();
  const guild = () => (297_153_970_613_387_264n + BigInt(pick(50)) * 4_194_304n).toString();
  const hex = (n: number) => Array.from({ length: n }, () => pick(16).toString(16)).join('');
  const time = () =>
    `2025-11-22T09:${String(pick(60)).padStart(2, '0')}:${String(pick(60)).padStart(2, '0')}.${String(pick(1000)).padStart(3, '0')}Z`;
  const quiet = [
    () =>
      `${time()} DEBUG cache    evicted ${pick(9999)} entries in ${pick(90)} ms trace=${hex(32)} ts_ns=17638028${String(pick(1e9)).padStart(11, '0')}`,
    () =>
      `${time()} INFO  http     GET /health 200 in ${pick(20)} ms request=${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
    () => `${time()} INFO  gateway  heartbeat ack seq=${pick(99999)} rtt=${pick(90)}ms session=${hex(32)}`,
  ];
  const withIds = [
    () => `${time()} INFO  economy  transfer user=${user()} -> user=${user()} amount=${pick(1e6)} guild_id=${guild()}`,
    () => `${time()} INFO  commands /profile by user=${user()} in channel_id=${guild()} in ${pick(90)} ms`,
  ];
  const lines: string[] = [];
  let total = 0;
  while (total < size) {
    const line = random() < 0.1 ? withIds[pick(2)]!() : quiet[pick(3)]!();
    lines.push(line);
    total += line.length + 1;
  }
  return lines.join('\n');
}

/** Runs `work` while a 1 ms timer chain records the longest gap between its ticks: how long the loop was held. */
async function longestBlock<T>(work: () => Promise<T>): Promise<{ result: T; longestMs: number; ms: number }> {
  let longestMs = 0;
  let last = performance.now();
  let running = true;
  const tick = (): void => {
    const now = performance.now();
    longestMs = Math.max(longestMs, now - last);
    last = now;
    if (running) setTimeout(tick, 1);
  };
  setTimeout(tick, 1);
  const t0 = performance.now();
  const result = await work();
  const ms = performance.now() - t0;
  running = false;
  return { result, longestMs, ms };
}

async function scanRows(): Promise<BenchRow[]> {
  const text = botLog(50 * MB);
  const mb = text.length / MB;
  const blocking: number[] = [];
  const chunked: number[] = [];
  const cpuBlocks: number[] = [];
  const wallBlocks: number[] = [];
  let occurrences = 0;
  let distinct = 0;
  for (let round = 0; round < 3; round++) {
    const whole = await longestBlock(async () => findTypedIdsInText(text, { nowMs: NOW_MS, languageId: 'log' }).length);
    blocking.push(whole.ms);
    // Each stretch between two turns of the loop, in CPU time (the scan's own work) and wall time (which also holds
    // the time the process waited for a core on a shared machine: 50 ms were missed at a load of ~20 on unchanged code).
    const stretches = new Stretches();
    const tally = await scanIds(stringSource(text), {
      corrections: IdCorrections.none,
      nowMs: NOW_MS,
      languageId: 'log',
      yieldToLoop: stretches.yieldToLoop,
    });
    const pieces = stretches.finish();
    if (tally === undefined || tally.occurrences !== whole.result) throw new Error('the chunked scan found other ids');
    occurrences = tally.occurrences;
    distinct = tally.size;
    chunked.push(pieces.ms);
    cpuBlocks.push(pieces.cpuBlockMs);
    wallBlocks.push(pieces.wallBlockMs);
  }
  const chunkedMs = median(chunked);
  const blockingMs = median(blocking);
  const longest = Math.max(...cpuBlocks);
  return [
    {
      area: AREA,
      name: `scan of a ${mb.toFixed(0)} MB log (${occurrences} id occurrences, ${distinct} distinct), in slices, median of 3 (against one blocking findTypedIdsInText)`,
      value: `${(mb / (chunkedMs / 1000)).toFixed(0)} MB/s (${fmtMs(chunkedMs)}, ×${(chunkedMs / blockingMs).toFixed(2)} the blocking pass at ${(mb / (blockingMs / 1000)).toFixed(0)} MB/s)`,
    },
    {
      area: AREA,
      name: 'longest event-loop block during that scan, CPU time of the longest stretch between turns of the loop, worst of 3 (wall time; how long the blocking pass holds it)',
      value: `${fmtMs(longest)} (${fmtMs(Math.max(...wallBlocks))}; ${fmtMs(blockingMs)})`,
      goal: `≤ ${HOST_BLOCK_GOAL_MS} ms`,
      pass: longest <= HOST_BLOCK_GOAL_MS,
    },
  ];
}

let keyCounter = 0;

/** A file's `n` users resolved at 5 per 1 s; with `hoverAtMs`, a hover asks for another user meanwhile. */
async function resolveUsers(
  api: ApiChunk,
  n: number,
  hoverAtMs?: number,
): Promise<{ makespan: number; hoverMs?: number; queuedBehindHover?: number }> {
  const standIn = await startStandIn({ rateLimit: { limit: 5, windowMs: 1000 } });
  const key = `lorixp_test_idsbench_${++keyCounter}_${process.pid}`;
  const service: UserService = api.createUserService({
    baseUrl: standIn.url,
    requestTimeoutMs: 10_000,
    cacheTtlMs: 300_000,
    getApiKey: () => Promise.resolve(key),
  });
  const ids = Array.from({ length: n }, (_, i) => (1_150_000_000_000_000_000n + BigInt(i) * 4_194_304n).toString());
  try {
    const run = new ResolveRun(ids, service, new Map(), () => undefined);
    const t0 = performance.now();
    const outcome = run.start();
    let hover: Promise<number> | undefined;
    if (hoverAtMs !== undefined) {
      hover = new Promise((resolveHover) =>
        setTimeout(() => {
          const asked = performance.now();
          void service.lookup(IDS.demoDev, { priority: 'hover' }).then(() => resolveHover(performance.now() - asked));
        }, hoverAtMs),
      );
    }
    const result = await outcome;
    const makespan = performance.now() - t0;
    if (result.failed !== n) throw new Error(`bench: ${JSON.stringify(result)}`);
    if (standIn.requests.some((r) => r.status === 429)) throw new Error('bench: drew a 429');
    const hoverMs = hover === undefined ? undefined : await hover;
    const paths = standIn.requests.map((r) => r.path);
    const hoverIndex = paths.indexOf(`/v1/users/${IDS.demoDev}`);
    return { makespan, hoverMs, queuedBehindHover: hoverIndex < 0 ? undefined : paths.length - hoverIndex - 1 };
  } finally {
    await service.dispose();
    await standIn.close();
  }
}

async function paceRows(): Promise<BenchRow[]> {
  const api = await loadShippedApi();
  const rows: BenchRow[] = [];
  for (const n of [30, 100]) {
    const ideal = (Math.ceil(n / 5) - 1) * 1000;
    const runs = n === 30 ? 3 : 1;
    const makespans: number[] = [];
    for (let i = 0; i < runs; i++) makespans.push((await resolveUsers(api, n)).makespan);
    const ratio = median(makespans) / ideal;
    rows.push({
      area: AREA,
      name: `${n} users at 5 per 1 s (window scaled from 5 s), background priority: makespan vs the service's minimum ${ideal / 1000} s${runs > 1 ? `, median of ${runs}` : ''}`,
      value: `${ratio.toFixed(3)}x (${fmtMs(median(makespans))})`,
      goal: '≤ 1.1x',
      pass: ratio <= 1.1,
    });
  }
  // 31 requests in all: the minimum is 6 windows.
  const withHover = await resolveUsers(api, 30, 1500);
  rows.push({
    area: AREA,
    name: "a hover 1.5 s into a 30-user run: the run's makespan vs the minimum for 31 requests, 6 s (when the hover was answered: the next free slot, a window is 1 s; background lookups sent after it)",
    value: `${(withHover.makespan / 6000).toFixed(3)}x (${fmtMs(withHover.hoverMs ?? NaN)}; ${withHover.queuedBehindHover})`,
  });
  return rows;
}

export async function rows(): Promise<BenchRow[]> {
  return [...(await scanRows()), ...(await paceRows())];
}
