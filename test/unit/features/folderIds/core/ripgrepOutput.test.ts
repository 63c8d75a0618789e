import * as assert from 'node:assert/strict';
import { RipgrepOutputParser, type FoundLine } from '../../../../../src/features/folderIds/core/ripgrepOutput';

interface Parsed {
  lines: FoundLine[];
  binary: string[];
  unreadable: number;
}

/** Parses `output` fed in pieces cut at `cuts` (byte offsets). */
function parse(output: Buffer, cuts: number[] = [], maxRecordBytes = 1 << 20): Parsed {
  const parsed: Parsed = { lines: [], binary: [], unreadable: 0 };
  const parser = new RipgrepOutputParser(
    {
      line: (found) => parsed.lines.push(found),
      binary: (file) => parsed.binary.push(file),
      unreadable: (bytes) => (parsed.unreadable += bytes),
    },
    maxRecordBytes,
  );
  let from = 0;
  for (const cut of [...cuts, output.length]) {
    parser.push(output.subarray(from, cut));
    from = cut;
  }
  parser.end();
  return parsed;
}

const record = (file: string, line: number, offset: number, text: string) => `${file}\0${line}:${offset}:${text}\n`;

describe('folderIds: ripgrep output, as it streams', () => {
  const output = Buffer.from(
    [
      record('./a.log', 1, 0, 'user 123456789012345678 joined'),
      './bin.dat: binary file matches (found "\\0" byte around offset 22)\n',
      record('./we\nird:1:2:.log', 3, 40, 'ids 223456789012345678\r'),
      record('./long.log', 7, 900, 'xxxx 323456789012345678 [... 2 more matches]'),
      record('./é.log', 2, 10, 'ação 423456789012345678'),
      record('./long2.log', 1, 0, 'yy 523456789012345678 [... omitted end of long line]'),
      // A NUL past the first read: the lines before it were printed, then this note (ripgrep 13 and 15).
      record('./late.bin', 4680, 131012, 'user=623456789012345678 ok'),
      './late.bin: WARNING: stopped searching binary file after match (found "\\0" byte around offset 140000)\n',
    ].join(''),
  );
  const expected: Parsed = {
    lines: [
      { file: './a.log', line: 1, byteOffset: 0, text: 'user 123456789012345678 joined', cut: false },
      { file: './we\nird:1:2:.log', line: 3, byteOffset: 40, text: 'ids 223456789012345678', cut: false },
      { file: './long.log', line: 7, byteOffset: 900, text: 'xxxx 323456789012345678', cut: true },
      { file: './é.log', line: 2, byteOffset: 10, text: 'ação 423456789012345678', cut: false },
      { file: './long2.log', line: 1, byteOffset: 0, text: 'yy 523456789012345678', cut: true },
      { file: './late.bin', line: 4680, byteOffset: 131012, text: 'user=623456789012345678 ok', cut: false },
    ],
    binary: ['./bin.dat', './late.bin'],
    unreadable: 0,
  };

  it('reads names with newlines and colons, binary notes, cut lines, CRLF and UTF-8, whole or cut at any byte', () => {
    assert.deepEqual(parse(output), expected);
    for (let cut = 1; cut < output.length; cut++) assert.deepEqual(parse(output, [cut]), expected, `cut at ${cut}`);
    assert.deepEqual(
      parse(
        output,
        Array.from({ length: output.length - 1 }, (_, i) => i + 1),
      ),
      expected,
      'byte by byte',
    );
  });

  it('counts what is no record, and never holds more than its bound', () => {
    // Cut at the fixed places, and at every byte but for the record past the bound (whole in one piece, it reads as a
    // name that holds a line break: the bound is on what is held between pieces).
    const table: { name: string; output: string; lines: number; unreadable: number; anyCut?: false }[] = [
      {
        name: 'a line number that is not one',
        output: `a\x001x:0:t\n${record('b', 1, 0, 't')}`,
        lines: 1,
        unreadable: 9,
      },
      {
        name: 'a record cut off at the end',
        output: `${record('b', 1, 0, 't')}c\x001:0:unfinished`,
        lines: 1,
        unreadable: 16,
      },
      {
        name: 'a record past the bound',
        output: `${'z'.repeat(5000)}\n${record('b', 1, 0, 't')}`,
        lines: 1,
        unreadable: 5001,
        anyCut: false,
      },
      {
        // Read to the name's line break, then from there: two pieces that are no record.
        name: 'a name with a line break, and no line number after it',
        output: `./we\nird\x00zz:0:t\n${record('b', 1, 0, 't')}`,
        lines: 1,
        unreadable: 16,
      },
    ];
    for (const row of table) {
      const bytes = Buffer.from(row.output);
      const everyByte = row.anyCut === false ? [] : Array.from({ length: bytes.length - 1 }, (_, i) => [i + 1]);
      const cuts = [[1000, 2000, 3000, 4000], ...everyByte];
      for (const at of cuts) {
        const parsed = parse(bytes, at, 1024);
        assert.equal(parsed.lines.length, row.lines, `${row.name}, cut at ${at.join(', ')}`);
        assert.equal(parsed.unreadable, row.unreadable, `${row.name}, cut at ${at.join(', ')}`);
      }
    }
  });

  it('reads in slices when given a deadline: the same records, however often it stops', () => {
    const many = Buffer.from(
      Array.from({ length: 1000 }, (_, i) =>
        record(`./f${i % 7}.log`, i + 1, i * 40, `user ${123456789012345678n + BigInt(i)}`),
      ).join(''),
    );
    const whole = parse(many);
    const sliced: FoundLine[] = [];
    const parser = new RipgrepOutputParser(
      { line: (found) => sliced.push(found), binary: () => undefined, unreadable: () => undefined },
      1 << 20,
    );
    let stops = 0;
    for (let from = 0; from < many.length; from += 32_768) {
      // A deadline already past: it stops at every check.
      let done = parser.push(many.subarray(from, from + 32_768), 0);
      while (!done) {
        stops++;
        done = parser.drain(0);
      }
    }
    parser.end();
    assert.ok(stops > 10, `${stops} stops`);
    assert.deepEqual(sliced, whole.lines);
  });

  it('loses nothing when a chunk comes before the one taken was read to its end', () => {
    const many = Buffer.from(
      Array.from({ length: 300 }, (_, i) =>
        record('./a.log', i + 1, i * 40, `user ${123456789012345678n + BigInt(i)}`),
      ).join(''),
    );
    const whole = parse(many);
    const got: FoundLine[] = [];
    const parser = new RipgrepOutputParser(
      { line: (found) => got.push(found), binary: () => undefined, unreadable: () => undefined },
      1 << 20,
    );
    // Each chunk stops at its first check (a deadline past), and the next comes without a drain between.
    for (let from = 0; from < many.length; from += 4096) parser.push(many.subarray(from, from + 4096), 0);
    parser.end();
    assert.deepEqual(got, whole.lines);
  });
});
