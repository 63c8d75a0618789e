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
  for (let i = 0; i < batch; i++) fn();
  const per: number[] = [];
  for (let b = 0; b < batches; b++) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) fn();
    per.push((performance.now() - t0) / batch);
  }
  return median(per);
}

export function fmtMs(ms: number): string {
  if (ms < 0.001) return `${(ms * 1e6).toFixed(0)} ns`;
  if (ms < 1) return `${(ms * 1000).toFixed(2)} µs`;
  return `${ms.toFixed(2)} ms`;
}

export function fmtBytes(n: number): string {
  return n < 1024 ? `${n} B` : `${(n / 1024).toFixed(1)} KB`;
}
