// Hostile input against a normal one of the same kind, in the same process (issue #20; last in the run, so that the
// garbage of its large texts is not collected in the middle of another bench): the worst Emoji Fight
// emoji and cluster header against normal ones of the same length, the heap a cached profile keeps (a 1 MiB body
// padded with [{},{},…] against its size), the Ids view's heap on a 50 MB file of 2.6 million distinct ids, its
// scan of the worst documents against a bot log per MB, and a 1,000-row export of a 60 MB file read from disk.
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseClusterHeader } from '../src/api/http/serviceHeaders';
import { createUserService } from '../src/api/userService';
import { tableToCsv } from '../src/features/idsView/core/exportTable';
import { buildTable } from '../src/features/idsView/core/idTable';
import { IdTally } from '../src/features/idsView/core/idTally';
import { LineIndex } from '../src/features/idsView/core/lineIndex';
import { scanIds } from '../src/features/idsView/core/scanIds';
import { stringSource } from '../src/text/textSource';
import { classifyEmojiFight } from '../src/profile/emojiFight';
import { FAULT_IDS, PADDED_BODY_BYTES } from '../test/stand-in/faults';
import { SAMPLE_KEY, startStandIn } from '../test/stand-in/server';
import { IDS } from '../test/stand-in/users';
import { botLog } from './idsView.bench';
import { fmtMs, median, medianPerCallMs } from './stats';
import type { BenchRow } from './types';
import { IdCorrections } from '../src/ids/corrections';

const AREA = 'worst case';
const MB = 1024 * 1024;
const NOW_MS = Date.UTC(2026, 10, 22);

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function heapUsed(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

function ratioRow(name: string, worstMs: number, normalMs: number, goal: number): BenchRow {
  const ratio = worstMs / normalMs;
  return {
    area: AREA,
    name,
    value: `×${ratio.toFixed(2)} (${fmtMs(worstMs)} vs ${fmtMs(normalMs)})`,
    goal: `≤ ×${goal}`,
    pass: ratio <= goal,
  };
}

function patternRows(): BenchRow[] {
  // The length guard admits 32 UTF-16 units: the attack at its longest against a valid sequence as long.
  const attack = `${'\u200d'.repeat(31)}x`;
  const normal = '\u{1f44d}\u{1f3fd}'.repeat(8);
  const emojiWorst = medianPerCallMs(() => classifyEmojiFight(attack), 2000, 15);
  const emojiNormal = medianPerCallMs(() => classifyEmojiFight(normal), 2000, 15);
  // Node refuses headers over 16 KB: the attack at that size against a normal cluster name padded to it.
  const header = `a${' '.repeat(16_000)}x`;
  const normalHeader = `${'Loritta '.repeat(2000)}Cluster 1 (Catalyst)`;
  const headerWorst = medianPerCallMs(() => parseClusterHeader(header), 20, 15);
  const headerNormal = medianPerCallMs(() => parseClusterHeader(normalHeader), 20, 15);
  return [
    ratioRow(
      `emojiFightEmoji: 31 joiners and "x" vs a 32-unit emoji sequence, per call (was 35 s)`,
      emojiWorst,
      emojiNormal,
      10,
    ),
    ratioRow(
      `cluster header: "a", 16,000 spaces, "x" vs a 16 KB cluster name, per parse (was 240-520 ms)`,
      headerWorst,
      headerNormal,
      10,
    ),
  ];
}

/** Heap kept per profile in the service's cache, `count` lookups of `id` answered by the stand-in. */
async function cachedHeapPerProfile(ids: readonly string[]): Promise<number> {
  const api = await startStandIn({ rateLimit: { limit: 10_000, windowMs: 1000 } });
  const service = createUserService({
    baseUrl: api.url,
    requestTimeoutMs: 10_000,
    cacheTtlMs: 600_000,
    getApiKey: () => Promise.resolve(SAMPLE_KEY),
  });
  try {
    // One lookup first, so the measure is of the profiles, not of the first use of the code.
    await service.lookup(IDS.normal);
    const before = heapUsed();
    for (const id of ids) {
      const result = await service.lookup(id);
      if (!result.ok) throw new Error(result.error.message);
    }
    return (heapUsed() - before) / ids.length;
  } finally {
    await service.dispose();
    await api.close();
  }
}

async function cacheRows(): Promise<BenchRow[]> {
  // The padded fault is one id: the same body under ten of the sample users' ids is what ten lookups would keep,
  // and the stand-in answers the fault id only. So: ten lookups of the fault, the cache forgetting in between.
  const api = await startStandIn({ rateLimit: { limit: 10_000, windowMs: 1000 } });
  const profiles: unknown[] = [];
  const before = heapUsed();
  for (let i = 0; i < 10; i++) {
    const service = createUserService({
      baseUrl: api.url,
      requestTimeoutMs: 10_000,
      cacheTtlMs: 600_000,
      getApiKey: () => Promise.resolve(SAMPLE_KEY),
    });
    const result = await service.lookup(FAULT_IDS.paddedBody);
    if (!result.ok) throw new Error(result.error.message);
    profiles.push(result.profile);
    await service.dispose();
  }
  const hostile = (heapUsed() - before) / profiles.length;
  await api.close();
  const normal = await cachedHeapPerProfile([IDS.nulls, IDS.banned, IDS.bigNumbers]);
  const perBody = hostile / PADDED_BODY_BYTES;
  return [
    {
      area: AREA,
      name: `heap kept per cached profile: a ${(PADDED_BODY_BYTES / MB).toFixed(2)} MiB body padded with [{},{},…] (the parsed tree kept ~21 MB; a normal profile in brackets)`,
      value: `${(hostile / MB).toFixed(2)} MiB, ×${perBody.toFixed(2)} the body (${(normal / 1024).toFixed(1)} KB)`,
      goal: '≤ ×2 the body',
      pass: perBody <= 2,
    },
  ];
}

const idOf = (i: number): string => (1_100_000_000_000_000_000n + BigInt(i) * 4_194_304n).toString();

/** `bytes` of text made of `piece(0)`, `piece(1)`, … after `head`. */
function repeated(bytes: number, piece: (i: number) => string, head = ''): string {
  const parts = [head];
  let length = head.length;
  for (let i = 0; length < bytes; i++) {
    const part = piece(i);
    parts.push(part);
    length += part.length;
  }
  return parts.join('');
}

async function tallyHeap(text: string): Promise<{ heap: number; distinct: number }> {
  const before = heapUsed();
  const tally = await scanIds(stringSource(text), {
    corrections: IdCorrections.none,
    nowMs: NOW_MS,
    languageId: 'log',
  });
  if (tally === undefined) throw new Error('scan aborted');
  const heap = heapUsed() - before;
  return { heap, distinct: tally.size };
}

async function idsHeapRows(): Promise<BenchRow[]> {
  const small = await tallyHeap(repeated(5 * MB, (i) => `${idOf(i)}\n`));
  const large = await tallyHeap(repeated(50 * MB, (i) => `${idOf(i)}\n`));
  const growth = large.heap / Math.max(small.heap, 1);
  return [
    {
      area: AREA,
      name: `Ids view heap on a 50 MB file of ${large.distinct.toLocaleString('en')} distinct ids (one per line) vs a 5 MB one (${small.distinct.toLocaleString('en')}), and per id (was 557 B)`,
      value: `${(large.heap / MB).toFixed(2)} MiB vs ${(small.heap / MB).toFixed(2)} MiB (×${growth.toFixed(2)}; ${(large.heap / large.distinct).toFixed(2)} B per id)`,
      goal: '≤ 8 MiB, not growing with the ids',
      pass: large.heap <= 8 * MB && growth <= 2,
    },
  ];
}

async function scanMsPerMb(text: string, languageId: string): Promise<number> {
  const started = performance.now();
  const tally = await scanIds(stringSource(text), { corrections: IdCorrections.none, nowMs: NOW_MS, languageId });
  if (tally === undefined) throw new Error('scan aborted');
  return (performance.now() - started) / (text.length / MB);
}

/**
 * Size of each hostile document. The view reads the context of the 1,000 ids it shows, once per document: in a
 * giant object that is ~50 ms, a fixed cost that a 2 MB document spreads over 2 MB only (×10 a bot log per MB,
 * where the per-MB rest is ×4-×6). The documents are tens of MB; 8 MB shows the per-MB cost they pay.
 */
const HOSTILE_MB = 8;

async function scanRows(): Promise<BenchRow[]> {
  // Name, language, text, and what the issue measured before.
  const documents: [string, string, string, string][] = [
    ['a bot log', 'log', botLog(4 * MB), ''],
    ['ids one per line', 'log', repeated(HOSTILE_MB * MB, (i) => `${idOf(i)}\n`), 'was ~1 s per MB, ×111'],
    [
      '"id":<id>, in one unclosed {',
      'json',
      repeated(HOSTILE_MB * MB, (i) => `"id":${idOf(i)},`, '{'),
      'was ~5 s per MB, ×555',
    ],
    [
      '"k<n>":1,"id":<id>, in one unclosed {',
      'json',
      repeated(HOSTILE_MB * MB, (i) => `"k${i}":1,"id":${idOf(i)},`, '{'),
      'a variant: a new key per member',
    ],
    [
      'ids in one long array under a key',
      'json',
      repeated(HOSTILE_MB * MB, (i) => `"${idOf(i)}", `, '{"role_ids": ['),
      'each id walked back to the "["',
    ],
    // The view reads the context of the 1,000 ids it shows only: these are the same 1,000 ids again and again.
    [
      '1,000 ids repeated as "id":<id>, in one unclosed {',
      'json',
      repeated(HOSTILE_MB * MB, (i) => `"id":${idOf(i % 1000)},`, '{'),
      'every occurrence a shown id',
    ],
  ];
  const times = new Map<string, number[]>(documents.map(([name]) => [name, []]));
  // Interleaved rounds, the median of each: the machine's load falls on all documents alike.
  for (let round = 0; round < 5; round++) {
    for (const [name, languageId, text] of documents) times.get(name)!.push(await scanMsPerMb(text, languageId));
  }
  const bot = median(times.get('a bot log')!);
  return documents.slice(1).map(([name, , , before]) => {
    const ms = median(times.get(name)!);
    return ratioRow(
      `Ids view scan per MB: ${name} (${HOSTILE_MB} MB) vs a bot log, median of 5 (${before})`,
      ms,
      bot,
      10,
    );
  });
}

async function exportRows(): Promise<BenchRow[]> {
  // 60 MB of log lines with 1,000 distinct ids spread over it, as a file read from disk.
  const line = '2025-11-22T09:14:02.118Z DEBUG cache evicted 120 entries trace=7c1e9f04b2a8d6e3\n';
  const lines = Math.ceil((60 * MB) / line.length);
  const every = Math.floor(lines / 1000);
  const parts: string[] = [];
  for (let i = 0; i < lines; i++) parts.push(i % every === 0 && i / every < 1000 ? `user=${idOf(i / every)}\n` : line);
  const text = parts.join('');
  const tally = new IdTally(1000);
  let offset = 0;
  for (const part of parts) {
    if (part.startsWith('user=')) tally.add(part.slice(5, -1), 'user', offset + 5);
    offset += part.length;
  }
  const table = buildTable(tally, new Map(), { sort: 'first', usersOnly: false });
  const buildStarted = performance.now();
  const index = new LineIndex(text);
  const buildMs = performance.now() - buildStarted;
  const exports: number[] = [];
  let csv = '';
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    csv = tableToCsv(table, (at) => index.position(at).line + 1);
    exports.push(performance.now() - started);
  }
  const rows = csv.split('\r\n').length - 2;
  const ms = median(exports);
  return [
    {
      area: AREA,
      name: `CSV export of ${rows} rows of a ${(text.length / MB).toFixed(0)} MB file read from disk, median of 5 (was 4.7 s; in brackets, its line index, built once when the file is read)`,
      value: `${fmtMs(ms)} (${fmtMs(buildMs)})`,
      goal: '< 100 ms',
      pass: ms < 100,
    },
  ];
}

export async function rows(): Promise<BenchRow[]> {
  const all = [
    ...patternRows(),
    ...(await cacheRows()),
    ...(await scanRows()),
    ...(await exportRows()),
    ...(await idsHeapRows()),
  ];
  // Hundreds of MB of texts are garbage now: collect them here, not in the middle of the next bench's timing.
  heapUsed();
  return all;
}
