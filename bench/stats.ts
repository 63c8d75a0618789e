import { performance } from 'node:perf_hooks';

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `fn` `runs` times (after `warmup` untimed runs) and returns each run's duration in ms. */
export async function timeRuns(fn: () => unknown, runs: number, warmup = Math.min(5, runs)): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

/** Median ms per call of a synchronous `fn`, timing batches of `batch` calls to get under timer resolution. */
export function medianPerCallMs(fn: () => unknown, batch: number, batches: number): number {
  return interleavedPerCallMs([{ fn, batch }], batches)[0]!;
}

/**
 * Median ms per call of each of `fns`, timed in batches (`batch` calls each) taken in turn, so that a busy moment of a
 * shared machine falls on every one of them alike: their ratios hold at load where each one's time does not.
 */
export function interleavedPerCallMs(fns: readonly { fn: () => unknown; batch: number }[], batches: number): number[] {
  for (const { fn, batch } of fns) for (let i = 0; i < batch; i++) fn();
  const per = fns.map(() => [] as number[]);
  for (let b = 0; b < batches; b++) {
    fns.forEach(({ fn, batch }, index) => {
      const t0 = performance.now();
      for (let i = 0; i < batch; i++) fn();
      per[index]!.push((performance.now() - t0) / batch);
    });
  }
  return per.map(median);
}

export function fmtMs(ms: number): string {
  if (ms < 0.001) return `${(ms * 1e6).toFixed(0)} ns`;
  if (ms < 1) return `${(ms * 1000).toFixed(2)} µs`;
  return `${ms.toFixed(2)} ms`;
}

export function fmtBytes(n: number): string {
  return n < 1024 ? `${n} B` : `${(n / 1024).toFixed(1)} KB`;
}

/** A sliced piece of work: the whole of it, and the longest stretch between two turns of the event loop. */
export interface StretchedRun {
  /** The whole call, in wall time and in CPU time. */
  ms: number;
  cpuMs: number;
  /** The longest stretch the event loop waited, in CPU time and in wall time. */
  cpuBlockMs: number;
  wallBlockMs: number;
}

/** This process's CPU time so far, in ms: what work spends, without the time it waited for a core. */
export const cpuNow = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Times each stretch of work between two turns of the event loop, in CPU time (what the work itself spends) and wall
 * time (on a shared machine, also the time the process waited for a core). Its yieldToLoop goes to a sliced scan.
 */
export class Stretches {
  cpu = 0;
  wall = 0;
  private cpuStart = cpuNow();
  private wallStart = performance.now();
  readonly started = this.wallStart;
  readonly cpuStarted = this.cpuStart;

  /** For the scan's yieldToLoop: the stretch ends, the loop turns, the next begins. */
  readonly yieldToLoop = async (): Promise<void> => {
    this.end();
    await new Promise((resolve) => setImmediate(resolve));
    this.begin();
  };

  /** The scan is over: `after` runs in the same stretch as its last slice, as it does in the host. */
  finish(after: () => unknown = () => undefined): StretchedRun {
    after();
    this.end();
    return {
      ms: performance.now() - this.started,
      cpuMs: cpuNow() - this.cpuStarted,
      cpuBlockMs: this.cpu,
      wallBlockMs: this.wall,
    };
  }

  private begin(): void {
    this.cpuStart = cpuNow();
    this.wallStart = performance.now();
  }

  private end(): void {
    this.cpu = Math.max(this.cpu, cpuNow() - this.cpuStart);
    this.wall = Math.max(this.wall, performance.now() - this.wallStart);
  }
}
