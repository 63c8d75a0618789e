// `npm run bench -- <names> [--check] [--rounds N]`: the names pick bench files, whatever their place among the
// flags. The first name was once taken for the count of a --rounds that was not there, so `npm run bench -- extension`
// ran every bench (the 1 GB folder one included).
import * as assert from 'node:assert/strict';
import { benchArgs, DEFAULT_CHECK_ROUNDS, pickBenchFiles } from '../../bench/args';

const FILES = [
  'api.bench.ts',
  'extension.bench.ts',
  'folderIds.bench.ts',
  'ids.bench.ts',
  'idsView.bench.ts',
  'run.ts',
];

describe('bench arguments: which benches, how many rounds', () => {
  it('picks the files the names hold, with or without --check and --rounds', () => {
    const table: [args: string[], check: boolean, rounds: number, files: string[]][] = [
      [[], false, 1, ['api.bench.ts', 'extension.bench.ts', 'folderIds.bench.ts', 'ids.bench.ts', 'idsView.bench.ts']],
      [['extension'], false, 1, ['extension.bench.ts']],
      [['--check'], true, DEFAULT_CHECK_ROUNDS, FILES.filter((f) => f.endsWith('.bench.ts'))],
      [['extension', '--check'], true, DEFAULT_CHECK_ROUNDS, ['extension.bench.ts']],
      [['--check', 'ids'], true, DEFAULT_CHECK_ROUNDS, ['ids.bench.ts', 'idsView.bench.ts']],
      [['--rounds', '3', 'api'], false, 3, ['api.bench.ts']],
      [['api', '--rounds', '2', 'extension'], false, 2, ['api.bench.ts', 'extension.bench.ts']],
    ];
    for (const [args, check, rounds, files] of table) {
      const parsed = benchArgs(args);
      assert.equal(parsed.check, check, args.join(' '));
      assert.equal(parsed.rounds, rounds, args.join(' '));
      assert.deepEqual(pickBenchFiles(FILES, parsed.only), files, args.join(' '));
    }
  });

  it('a --rounds that is no count is an error that says so', () => {
    for (const args of [['--rounds'], ['--rounds', '0'], ['--rounds', 'two']])
      assert.throws(() => benchArgs(args), /--rounds .*: expected a count ≥ 1/, args.join(' '));
  });
});
