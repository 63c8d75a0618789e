// The order the integration tests run in, and whether each runs alone. A test that passes only after another one
// (which set a key, started the stand-in, opened a document) fails when a grep leaves the other one out; these modes
// find such tests on purpose, in any kind of window:
// - INTEGRATION_ORDER=shuffle: the window's files, the suites in each and the tests in each suite in a random order
//   (hooks stay with their suite, so a suite's `before` still runs before its tests);
// - INTEGRATION_EACH_ALONE=1: each test of the window in its own mocha run, one after another in a random order, as
//   `INTEGRATION_GREP="<its full title>"` would run it: only its own suites' hooks run for it.
// The seed is printed; INTEGRATION_SEED=<seed> repeats an order.
import Mocha from 'mocha';
import type { EventEmitter } from 'node:events';

/** A small seeded generator (mulberry32): the same seed gives the same order on every machine and Node. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates, in place. */
export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Shuffles every suite's tests and child suites, recursively (hooks belong to their suite and keep their place). */
export function shuffleSuite(suite: Mocha.Suite, random: () => number): void {
  shuffle(suite.tests, random);
  shuffle(suite.suites, random);
  for (const child of suite.suites) shuffleSuite(child, random);
}

/** Every test under `suite`, in the order they are listed. */
export function testsOf(suite: Mocha.Suite): Mocha.Test[] {
  return [...suite.tests, ...suite.suites.flatMap(testsOf)];
}

/** Mocha 11's own methods that @types/mocha 10 does not declare public. */
interface LoadingMocha {
  loadFiles(): void;
  lazyLoadFiles(enable: boolean): void;
}

/** Loads the test files into `mocha.suite` now (their suites can then be read and ordered); a run loads them no more. */
export function loadFilesNow(mocha: Mocha): void {
  const loading = mocha as unknown as LoadingMocha;
  loading.loadFiles();
  loading.lazyLoadFiles(true);
}

/** `text` as a pattern that matches it literally. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A grep that matches exactly one full title (as mocha's runner matches titles: `fullTitle()`). */
export function exactTitle(title: string): RegExp {
  return new RegExp(`^${literal(title)}$`);
}

/**
 * INTEGRATION_GREP as the docs and every other reader of it take it (the phases, each-alone runs): text a title
 * contains. Mocha would read a string as a pattern, so `a|b` or a title's parentheses picked other tests here than
 * the phases planned for.
 */
export function titleContaining(text: string): RegExp {
  return new RegExp(literal(text));
}

export interface RunOrder {
  mode: 'listed' | 'shuffle' | 'eachAlone';
  seed: number;
}

/** Reads INTEGRATION_ORDER, INTEGRATION_EACH_ALONE and INTEGRATION_SEED; a value it does not know is an error. */
export function runOrderFromEnv(env: NodeJS.ProcessEnv): RunOrder {
  const order = env.INTEGRATION_ORDER?.trim() || 'listed';
  if (order !== 'listed' && order !== 'shuffle')
    throw new Error(`INTEGRATION_ORDER=${order}: expected "shuffle" (or "listed", the default)`);
  const alone = env.INTEGRATION_EACH_ALONE?.trim();
  if (alone !== undefined && alone !== '' && alone !== '0' && alone !== '1')
    throw new Error(`INTEGRATION_EACH_ALONE=${alone}: expected 1 or 0`);
  const seedText = env.INTEGRATION_SEED?.trim();
  const seed = seedText ? Number(seedText) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`INTEGRATION_SEED=${seedText}: expected an integer ≥ 0`);
  return { mode: alone === '1' ? 'eachAlone' : order === 'shuffle' ? 'shuffle' : 'listed', seed };
}

/** The summary lines of mocha's spec reporter (the launchers count them), over several runs. */
interface Totals {
  passes: number;
  failures: number;
  pending: number;
  duration: number;
  failed: FailureRecord[];
}

/** What the spec reporter's failure list reads of a failed test or hook. */
interface FailureRecord {
  err: unknown;
  titlePath(): string[];
  fullTitle(): string;
}

/**
 * Runs each test that `grep` selects (all when it is unset) in a mocha run of its own, in a random order, and prints
 * one spec reporter summary over all of them. Resolves to the number of failed tests and the number that ran.
 */
export async function runEachAlone(
  mocha: Mocha,
  grep: string | undefined,
  random: () => number,
): Promise<{ failures: number; tests: number }> {
  // The same suite tree serves every run: loaded once, not cleaned after a run, re-armed by mocha before the next.
  mocha.cleanReferencesAfterRun(false);
  loadFilesNow(mocha);
  // Each run lists its test as the spec reporter does, without a summary of its own: one summary closes them all.
  mocha.reporter(SpecWithoutSummary);
  const titles = testsOf(mocha.suite)
    .map((test) => test.fullTitle())
    .filter((title) => !grep || title.includes(grep));
  shuffle(titles, random);
  const totals: Totals = { passes: 0, failures: 0, pending: 0, duration: 0, failed: [] };
  for (const [index, title] of titles.entries()) {
    console.log(`\n[alone ${index + 1}/${titles.length}] ${title}`);
    mocha.grep(exactTitle(title));
    const started = Date.now();
    const uncaughtBefore = process.listeners('uncaughtException');
    await new Promise<void>((resolve) => {
      // Disposed as soon as it ends (mocha would only at the next run): its process listeners go with it, so a hundred
      // runs leave no listener behind (Node warned of a leak at 11 uncaughtException listeners).
      const runner = mocha.run(() => {
        runner.dispose();
        removeListenersAddedSince(uncaughtBefore);
        resolve();
      });
      runner.on('pass', () => totals.passes++);
      runner.on('pending', () => totals.pending++);
      // A failing hook fails the run without a test; it counts as one failure of the test it was run for.
      // Kept as it is now: the next run resets every test and hook of the tree, and their errors with them.
      runner.on('fail', (test, err) => {
        totals.failures++;
        const titles = test.titlePath();
        totals.failed.push({ err, titlePath: () => titles, fullTitle: () => titles.join(' ') });
      });
    });
    totals.duration += Date.now() - started;
  }
  printSummary(totals);
  return { failures: totals.failures, tests: titles.length };
}

/**
 * The extension host's `process.on` wraps every uncaughtException listener in a function of its own (VS Code's
 * extensionHostProcess.js), so mocha's `removeListener` of its listener finds nothing and each run left one behind:
 * Node's MaxListenersExceededWarning at the tenth test. What a run added is taken out here, whatever wrapped it.
 */
export function removeListenersAddedSince(
  before: readonly unknown[],
  target: Pick<EventEmitter, 'listeners' | 'removeListener'> = process,
): void {
  const kept = new Set(before);
  for (const listener of target.listeners('uncaughtException'))
    if (!kept.has(listener)) target.removeListener('uncaughtException', listener as (...args: unknown[]) => void);
}

class SpecWithoutSummary extends Mocha.reporters.Spec {
  override epilogue(): void {}
}

/** Mocha's spec reporter in each run prints its own summary; this one is the launcher's, over every run. */
function printSummary(totals: Totals): void {
  const summary = {
    stats: { passes: totals.passes, pending: totals.pending, failures: totals.failures, duration: totals.duration },
    failures: totals.failed,
  };
  console.log('\nEach test alone, all runs together:');
  // Base.prototype.epilogue prints "N passing (Xs)", "N pending", "N failing" and the numbered failure list.
  (Mocha.reporters.Base.prototype.epilogue as (this: typeof summary) => void).call(summary);
}
