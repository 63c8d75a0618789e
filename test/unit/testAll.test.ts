// `npm test` (test/harness/testAll.mjs): every part runs whatever the earlier ones gave, and the summary names each
// part's result; a part that failed with no failing test is called out, for `.ci/run` to count.
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { MochaFailures } from '../harness/mochaTally.mjs';
import {
  laneCommand,
  OTHER_LANES_NICE,
  PARTS,
  runParts,
  summaryLines,
  type Part,
  type PartRun,
} from '../harness/testAll.mjs';

const root = join(__dirname, '..', '..');

describe('npm test: every part, one summary', () => {
  it('`npm test` is the runner, and each part is an npm script that exists (called by name)', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    assert.equal(scripts.test, 'node test/harness/testAll.mjs');
    assert.deepEqual(
      PARTS.map((part) => part.name),
      ['typecheck', 'lint', 'unit', 'browser', 'integration'],
    );
    assert.deepEqual(
      PARTS.map((part) => part.lane),
      ['checks', 'checks', 'checks', 'checks', 'integration'],
    );
    for (const part of PARTS) assert.ok(scripts[part.script], `npm script ${part.script}`);
  });

  it('a failing part does not stop the parts after it; the summary names each result', async () => {
    const runs: Record<string, PartRun> = {
      typecheck: { exitCode: 2, passing: 0, failing: 0, seconds: 12.34 },
      lint: { exitCode: 0, passing: 0, failing: 0, seconds: 20 },
      unit: { exitCode: 1, passing: 510, failing: 3, seconds: 95.5 },
      browser: { exitCode: 0, passing: 120, failing: 0, seconds: 40 },
      integration: { exitCode: 1, passing: 198, failing: 0, seconds: 310 },
    };
    const ran: string[] = [];
    const results = await runParts(PARTS, async (part: Part) => {
      ran.push(part.name);
      return runs[part.name]!;
    });
    assert.deepEqual(
      ran.filter((name) => name !== 'integration'),
      ['typecheck', 'lint', 'unit', 'browser'],
    );
    assert.ok(ran.includes('integration'));
    assert.deepEqual(
      results.map((result) => result.part.name),
      ['typecheck', 'lint', 'unit', 'browser', 'integration'],
    );
    assert.deepEqual(
      results.map((result) => result.passed),
      [false, true, false, true, false],
    );
    assert.deepEqual(summaryLines(results, PARTS.length, [6.04, 3, 1.5]), [
      'summary (load average 6.0, 3.0, 1.5):',
      '  typecheck    failed    12.3 s  exit 2, no failing test',
      '  lint         passed    20.0 s',
      '  unit         failed    95.5 s  510 passing, 3 failing',
      '  browser      passed    40.0 s  120 passing, 0 failing',
      '  integration  failed   310.0 s  198 passing, 0 failing; exit 1, no failing test',
      '3 of 5 parts failed',
    ]);
  });

  it('the integration part runs beside the others, which run one after the other', async () => {
    const events: string[] = [];
    const ends = new Map<string, () => void>();
    const ok: PartRun = { exitCode: 0, passing: 1, failing: 0, seconds: 1 };
    const running = runParts(PARTS, (part: Part) => {
      events.push(`start ${part.name}`);
      return new Promise<PartRun>((resolve) =>
        ends.set(part.name, () => (events.push(`end ${part.name}`), resolve(ok))),
      );
    });
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    assert.deepEqual(
      events,
      ['start typecheck', 'start integration'],
      'both lanes start at once; the checks lane one part at a time',
    );
    for (const name of ['typecheck', 'lint', 'unit']) {
      ends.get(name)!();
      await settle();
    }
    ends.get('integration')!();
    await settle();
    ends.get('browser')!();
    const results = await running;
    assert.deepEqual(events, [
      'start typecheck',
      'start integration',
      'end typecheck',
      'start lint',
      'end lint',
      'start unit',
      'end unit',
      'start browser',
      'end integration',
      'end browser',
    ]);
    assert.deepEqual(
      results.map((result) => result.part.name),
      ['typecheck', 'lint', 'unit', 'browser', 'integration'],
    );
  });

  it("names each failed test with its error's first line, read from a real mocha run's spec reporter", function () {
    this.timeout(60_000); // a mocha process: a second, unless the machine is very busy
    const scratch = mkdtempSync(join(tmpdir(), 'profile-lookup-failures-'));
    try {
      const spec = join(scratch, 'sample.test.js');
      writeFileSync(
        spec,
        [
          "const assert = require('node:assert/strict');",
          "describe('outer', () => { describe('inner: deeper', () => { it('compares', () => assert.equal(1 + 1, 3)); }); it('passes', () => {}); });",
          "it('throws at the top', () => { throw new Error('first line\\nsecond line'); });",
        ].join('\n'),
      );
      const mocha = join(root, 'node_modules', 'mocha', 'bin', 'mocha.js');
      const run = spawnSync(process.execPath, [mocha, '--no-config', '--reporter', 'spec', '--color', spec], {
        encoding: 'utf8',
      });
      assert.equal(run.status, 2, run.stderr);
      const reader = new MochaFailures();
      for (const line of `${run.stdout}\n  7 passing (1s)\n`.split('\n'))
        // eslint-disable-next-line no-control-regex -- the reporter's colour codes, removed as testAll.mjs does
        reader.read(line.replace(/\x1b\[[0-9;]*m/g, ''));
      assert.deepEqual(reader.failures, [
        { title: 'throws at the top', message: 'Error: first line' },
        {
          title: 'outer › inner: deeper › compares',
          message: 'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:',
        },
      ]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('the summary names the failed tests before the verdict, a line each, bounded', () => {
    const many = Array.from({ length: 23 }, (_, i) => ({
      title: `suite › test ${i}`,
      message: i === 0 ? 'x'.repeat(400) : '',
    }));
    const results = [
      {
        part: PARTS[2]!,
        run: {
          exitCode: 1,
          passing: 5,
          failing: 1,
          seconds: 1,
          failures: [{ title: 'a › b', message: 'AssertionError: 1 !== 2' }],
        },
        passed: false,
      },
      { part: PARTS[4]!, run: { exitCode: 1, passing: 5, failing: 23, seconds: 1, failures: many }, passed: false },
    ];
    const lines = summaryLines(results, 2, [1, 1, 1]);
    assert.equal(lines[3], 'failed tests, with the first line of each error:');
    assert.equal(lines[4], '  unit: a › b — AssertionError: 1 !== 2');
    assert.equal(lines[5]!.length, 300);
    assert.ok(lines[5]!.startsWith('  integration: suite › test 0 — xxx') && lines[5]!.endsWith('…'));
    assert.equal(lines[6], '  integration: suite › test 1');
    assert.equal(lines.at(-2), '  integration: and 3 more');
    assert.equal(lines.at(-1), '2 of 2 parts failed');
    assert.equal(lines.length, 3 + 1 + 1 + 20 + 1 + 1);
  });

  it('the checks lane runs at a lower priority than the integration lane, which keeps to real time', function () {
    this.timeout(60_000); // two node processes: well under a second each, unless the machine is very busy
    const printPriority = ['-e', "process.stdout.write(String(require('node:os').getPriority()))"];
    const own = getPriority();
    for (const part of PARTS) {
      const [command, args] = laneCommand(part, process.execPath, printPriority);
      const run = spawnSync(command, args, { encoding: 'utf8' });
      assert.equal(run.status, 0, run.stderr);
      const expected = part.lane === 'integration' ? own : Math.min(19, own + OTHER_LANES_NICE);
      assert.equal(Number(run.stdout), expected, `${part.name} (${part.lane} lane)`);
    }
    assert.deepEqual(
      laneCommand(PARTS[0]!, 'npm', ['run', 'typecheck'], 'win32'),
      ['npm', ['run', 'typecheck']],
      'no nice on Windows',
    );
  });

  it('all passed, and an interrupted run says what did not run', async () => {
    const ok: PartRun = { exitCode: 0, passing: 1, failing: 0, seconds: 1 };
    const all = await runParts(PARTS, async () => ok);
    assert.equal(summaryLines(all, PARTS.length, [1, 1, 1]).at(-1), 'all 5 parts passed');
    let calls = 0;
    const interrupted = await runParts(
      PARTS,
      async () => (calls++, ok),
      () => calls >= 3,
    );
    assert.deepEqual(
      interrupted.map((result) => result.part.name),
      ['typecheck', 'lint', 'integration'],
    );
    assert.equal(
      summaryLines(interrupted, PARTS.length, [1, 1, 1]).at(-1),
      'all 3 parts passed; 2 not run (interrupted)',
    );
  });
});

describe(".ci/run: the README's test command alone, and one line of totals", () => {
  const ciRun = readFileSync(join(root, '.ci', 'run'), 'utf8');

  it('runs `npm test` and nothing before it: no apt-get, no npm ci or install', () => {
    const commands = ciRun.split('\n').filter((line) => !/^\s*#/.test(line));
    assert.ok(commands.some((line) => /^npm test\b/.test(line.trim())));
    assert.deepEqual(
      commands.filter((line) => /\b(apt-get|apt|npm (ci|install|i))\b/.test(line)),
      [],
    );
  });

  it('totals the mocha summaries, and counts a part that failed with no failing test', function () {
    this.timeout(60_000); // four runs of a shell script: well under a second each, unless the machine is very busy
    const scratch = mkdtempSync(join(tmpdir(), 'profile-lookup-ci-'));
    try {
      mkdirSync(join(scratch, '.ci'));
      copyFileSync(join(root, '.ci', 'run'), join(scratch, '.ci', 'run'));
      // A stand-in `npm` (a mock: the real npm test would take the whole suite): prints what npm test prints.
      const bin = join(scratch, 'bin');
      mkdirSync(bin);
      const run = (log: string, exitCode: number): string => {
        writeFileSync(join(bin, 'npm'), `#!/bin/sh\ncat <<'LOG'\n${log}\nLOG\nexit ${exitCode}\n`, { mode: 0o755 });
        const result = spawnSync('bash', [join(scratch, '.ci', 'run')], {
          encoding: 'utf8',
          env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
        });
        return `${result.stdout.trim().split('\n').at(-1)} (exit ${result.status})`;
      };
      const unit = '  510 passing (95s)\n  3 failing\n';
      const browser = '  120 passing (40s)\n';
      const integration =
        'VS Code 1.90.2 (code-server 4.90.3): 99 passing, 0 failing\n  99 passing (2m)\n  99 passing (2m)\n';
      const summary = (typecheck: string, integrationResult: string) =>
        `[test] summary (load average 6.0, 3.0, 1.5):\n[test]   typecheck    ${typecheck}\n[test]   unit         failed    95.5 s  510 passing, 3 failing\n[test]   integration  ${integrationResult}`;
      const table: [label: string, log: string, exitCode: number, expected: string][] = [
        [
          'all green',
          `${browser}${integration}${summary('passed    12.3 s', 'passed   310.0 s  198 passing, 0 failing')}`,
          0,
          '318 passed, 0 failed (exit 0)',
        ],
        [
          'failing tests',
          `${unit}${browser}${summary('passed    12.3 s', 'passed   310.0 s')}`,
          1,
          '630 passed, 3 failed (exit 1)',
        ],
        [
          'typecheck failed, integration host died: one each',
          `${unit}${browser}${integration}${summary('failed    12.3 s  exit 2, no failing test', 'failed   310.0 s  198 passing, 0 failing; exit 1, no failing test')}`,
          1,
          '828 passed, 5 failed (exit 1)',
        ],
        [
          'the set-up failed before any part ran',
          '[setup] apt-get install failed (exit 100)',
          1,
          '0 passed, 1 failed (exit 1)',
        ],
      ];
      for (const [label, log, exitCode, expected] of table) assert.equal(run(log, exitCode), expected, label);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
