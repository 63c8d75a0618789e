// Foundation rows: what activation costs, and what ships.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { ACTIVATION_BYTES_LIMIT, filesLoadedBy } from '../test/support/activationFiles';
import { fakeExtensionContext, installFakeVscode } from '../test/support/fakeVscode';
import { fmtBytes, fmtMs, median } from './stats';
import type { BenchRow } from './types';

const root = resolve(__dirname, '..');

async function buildTo(outdir: string): Promise<void> {
  const { buildOptions } = (await import(pathToFileURL(join(root, 'esbuild.mjs')).href)) as {
    buildOptions: (o: object) => esbuild.BuildOptions;
  };
  await esbuild.build({ ...buildOptions({ production: true, outdir, quiet: true }), absWorkingDir: root });
}

async function activationTimes(outdir: string, runs: number): Promise<{ require: number[]; activate: number[] }> {
  const fake = installFakeVscode();
  const entry = join(outdir, 'extension.js');
  const requireMs: number[] = [];
  const activateMs: number[] = [];
  try {
    const loaded = filesLoadedBy(entry);
    for (let i = 0; i < runs; i++) {
      for (const file of loaded) delete require.cache[file];
      const t0 = performance.now();
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const ext = require(entry) as { activate(ctx: unknown): Promise<unknown> };
      const t1 = performance.now();
      const context = fakeExtensionContext(outdir);
      await ext.activate(context);
      const t2 = performance.now();
      for (const d of context.subscriptions) d.dispose();
      requireMs.push(t1 - t0);
      activateMs.push(t2 - t1);
    }
  } finally {
    fake.uninstall();
  }
  return { require: requireMs, activate: activateMs };
}

export async function rows(): Promise<BenchRow[]> {
  const outdir = mkdtempSync(join(tmpdir(), 'pl-bench-'));
  try {
    await buildTo(outdir);
    const extSize = filesLoadedBy(join(outdir, 'extension.js')).reduce((sum, file) => sum + statSync(file).size, 0);
    const apiSize = statSync(join(outdir, 'api', 'chunk.js')).size;
    const times = await activationTimes(outdir, 15);
    const out: BenchRow[] = [
      {
        area: 'foundation',
        name: 'what activation loads (dist/extension.js and the shared file it requires, minified)',
        value: fmtBytes(extSize),
        goal: `< ${ACTIVATION_BYTES_LIMIT / 1024} KB`,
        pass: extSize < ACTIVATION_BYTES_LIMIT,
      },
      {
        area: 'foundation',
        name: 'lazy chunk (dist/api/chunk.js: undici + zod, first request)',
        value: fmtBytes(apiSize),
      },
      {
        area: 'foundation',
        name: 'require dist/extension.js and its shared file (median of 15, fresh modules)',
        value: fmtMs(median(times.require)),
      },
      {
        area: 'foundation',
        name: 'activate() against a vscode stand-in (median of 15)',
        value: fmtMs(median(times.activate)),
      },
    ];
    const vsixDir = mkdtempSync(join(tmpdir(), 'pl-vsix-'));
    try {
      execFileSync('npm', ['run', 'package', '--silent', '--', '--out', join(vsixDir, 'bench.vsix')], {
        cwd: root,
        stdio: 'ignore',
      });
      const vsix = readdirSync(vsixDir).find((f) => f.endsWith('.vsix'));
      out.push({
        area: 'foundation',
        name: '.vsix size',
        value: vsix ? fmtBytes(statSync(join(vsixDir, vsix)).size) : 'not built',
      });
    } finally {
      rmSync(vsixDir, { recursive: true, force: true });
    }
    return out;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
