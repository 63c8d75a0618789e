// The hostile table (test/support/hostileInputs.ts) through every surface that shows service text (#25 item 6), in the
// same process as an ordinary profile through the same surface: the worst row's CPU time per render against the
// ordinary one's (goal ≤ ×20, below), the longest single render of any row (goal: no block of the extension host over 100 ms), and the
// size of the lookupUsers result for 50 bodies of 1 MiB (goal ≤ 32,000 characters; 52,424,675 on main). Each render
// starts from a view already made, as in the extension, where the data layer makes a profile's view once per answer
// (UserProfile.view) and every surface draws from it; making the view has rows of its own (profileViewRows).
import type { User } from '../src/model/user';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { lookupUsersText, MAX_RESULT_CHARS, type ViewResult } from '../src/features/agentTools/core/lookupUsersText';
import { profileView } from '../src/profile/profileView';
import { HOSTILE_INPUTS, hugeBatchUsers, normalUser, userWithEverywhere } from '../test/support/hostileInputs';
import { OPTIONS, SURFACES, type Surface } from '../test/support/profileSurfaces';
import { cpuNow, fmtMs, median } from './stats';
import type { BenchRow } from './types';

const AREA = 'hostile table';
const BLOCK_GOAL_MS = 100;
/**
 * What the worst row may cost against an ordinary profile. The ratio guards against work that grows faster than the
 * bounded text (a quadratic escape of 8,000 quotes reads in the hundreds). Its margin is wider than this machine's
 * noise: at rest the worst rows read ×7.1 (CSV) and ×7.8 (the view) in wall time; at a load of 7 the same rows read
 * ×10.1 in CPU time, rounds spreading ±33% (a render of microseconds shares caches with the load). ×10 failed
 * them at load while nothing had changed.
 */
const RATIO_GOAL = 20;
const BATCH_CPU_MS = 2;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * CPU ms per call of `fn`, over a batch of `batch` calls. CPU time, not wall time: on this shared 2-core machine a
 * batch of a hostile row (milliseconds) is often cut by the scheduler where an ordinary one (microseconds) is not, and
 * wall time then bills the wait for a core to the hostile row alone (the ratio read ×6 to ×27 at load, ×3.5 at rest).
 */
function batchCpuMs(fn: () => unknown, batch: number): number {
  // Each batch starts with no garbage of the one before: a hostile row's garbage is not billed to the ordinary one.
  collectGarbage();
  const t0 = cpuNow();
  for (let i = 0; i < batch; i++) fn();
  return (cpuNow() - t0) / batch;
}

/** Calls per batch so that a batch spends about BATCH_CPU_MS: the CPU clock's steps then stay under 1% of it. */
function batchSize(fn: () => unknown): number {
  const t0 = performance.now();
  let calls = 0;
  while (performance.now() - t0 < BATCH_CPU_MS / 4 || calls < 3) {
    fn();
    calls++;
  }
  return Math.max(3, Math.ceil((BATCH_CPU_MS * calls) / (performance.now() - t0)));
}

/**
 * The row against the ordinary profile, measured in alternation so both see the same machine: the median of the
 * pairs' ratios, the medians of both times, and the median of single renders of the row (wall time: a block of the
 * host is what a user waits).
 */
function compare(
  row: () => unknown,
  ordinary: () => unknown,
  pairs: number,
): { ratio: number; rowMs: number; ordinaryMs: number; singleMs: number } {
  const rowBatch = batchSize(row);
  const ordinaryBatch = batchSize(ordinary);
  const ratios: number[] = [];
  const rowTimes: number[] = [];
  const ordinaryTimes: number[] = [];
  const singles: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const o = batchCpuMs(ordinary, ordinaryBatch);
    const r = batchCpuMs(row, rowBatch);
    ratios.push(r / o);
    rowTimes.push(r);
    ordinaryTimes.push(o);
    collectGarbage();
    const t0 = performance.now();
    row();
    singles.push(performance.now() - t0);
  }
  return {
    ratio: median(ratios),
    rowMs: median(rowTimes),
    ordinaryMs: median(ordinaryTimes),
    singleMs: median(singles),
  };
}

/** `render` (made from a user) for every row of the table, against the ordinary user: the worst ratio and the slowest single call. */
function tableRows(name: string, render: (user: User) => () => unknown): BenchRow[] {
  const ordinary = render(normalUser());
  let worst = { name: '', ratio: 0, rowMs: 0, ordinaryMs: 0 };
  let slowest = { name: '', ms: 0 };
  for (const input of HOSTILE_INPUTS) {
    const measured = compare(render(userWithEverywhere(input.text)), ordinary, 9);
    if (measured.ratio > worst.ratio) worst = { name: input.name, ...measured };
    if (measured.singleMs > slowest.ms) slowest = { name: input.name, ms: measured.singleMs };
  }
  // The names stay the same in every round (bench/judge.ts matches rounds by name); which row was worst is a value.
  return [
    {
      area: AREA,
      name: `${name}: worst row vs an ordinary profile, CPU time per call`,
      value: `×${worst.ratio.toFixed(2)} (${fmtMs(worst.rowMs)} vs ${fmtMs(worst.ordinaryMs)}, "${worst.name}")`,
      goal: `≤ ×${RATIO_GOAL}`,
      pass: worst.ratio <= RATIO_GOAL,
      figure: worst.ratio,
      limit: RATIO_GOAL,
    },
    {
      area: AREA,
      name: `${name}: slowest row, one call (median of 9)`,
      value: `${fmtMs(slowest.ms)} ("${slowest.name}")`,
      goal: `≤ ${BLOCK_GOAL_MS} ms`,
      pass: slowest.ms <= BLOCK_GOAL_MS,
      figure: slowest.ms,
      limit: BLOCK_GOAL_MS,
    },
  ];
}

/** A surface's own part: drawing from the view the data layer made once (surface.prepare), each call. */
function surfaceRows(surface: Surface): BenchRow[] {
  return tableRows(surface.name, (user) => surface.prepare(user));
}

/**
 * Making the view, once per answer (UserProfile.view, in the data layer, right after the answer's JSON is read): the
 * same goals as a surface's. Each text field is read only as far as its bound (and a blank start as far as 4,096
 * characters), whatever the field's length, so no row may cost more than ten ordinary views.
 */
function profileViewRows(): BenchRow[] {
  return tableRows('profile view (made once per answer)', (user) => () => profileView(user));
}

function heapUsed(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/** What 50 views of 1 MiB About me texts keep once the answers are gone (the tool holds only views for a call). */
function viewHeapRow(): BenchRow {
  const views: unknown[] = [];
  const before = heapUsed();
  for (let i = 0; i < 50; i++) {
    // A fresh string per answer, as each body's parse gives one.
    const aboutMe = JSON.parse(JSON.stringify(`${i} `.padEnd(1 << 20, 'About me. '))) as string;
    views.push(profileView({ ...normalUser(), aboutMe }));
  }
  const kept = heapUsed() - before;
  return {
    area: AREA,
    name: `heap kept by 50 profile views of 1 MiB About me texts (${views.length} views; 52.4 MB while a view's text was a slice of its body)`,
    value: `${(kept / 1e6).toFixed(1)} MB`,
    goal: '≤ 5 MB',
    pass: kept <= 5e6,
  };
}

function batchRows(): BenchRow[] {
  const users = hugeBatchUsers();
  const bodyChars = users.reduce((sum, user) => sum + (user.aboutMe?.length ?? 0) + user.gender.length, 0);
  const t0 = performance.now();
  // The whole way, as the tool does it: each answer's view (made by the data layer), then the result.
  const results = new Map<string, ViewResult>(users.map((user) => [user.id, { ok: true, view: profileView(user) }]));
  const text = lookupUsersText({ ids: users.map((u) => u.id), results, refused: [], repeated: 0 }, OPTIONS);
  const ms = performance.now() - t0;
  return [
    {
      area: AREA,
      name: `lookupUsers result for 50 users with 1 MiB About me (${(bodyChars / 1e6).toFixed(1)} M characters of text; 52,424,675 on main)`,
      value: `${text.length.toLocaleString('en')} characters`,
      goal: `≤ ${MAX_RESULT_CHARS.toLocaleString('en')}`,
      pass: text.length <= MAX_RESULT_CHARS,
    },
    {
      area: AREA,
      name: 'lookupUsers result for 50 × 1 MiB: 50 views and the result, one block',
      value: fmtMs(ms),
      goal: `≤ ${BLOCK_GOAL_MS} ms`,
      pass: ms <= BLOCK_GOAL_MS,
    },
  ];
}

export function rows(): Promise<BenchRow[]> {
  return Promise.resolve([...profileViewRows(), ...SURFACES.flatMap(surfaceRows), ...batchRows(), viewHeapRow()]);
}
