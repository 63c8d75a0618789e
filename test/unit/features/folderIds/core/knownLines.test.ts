import * as assert from 'node:assert/strict';
import { isAscii } from 'node:buffer';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { FolderIdReader, KNOWN_LEFT, KNOWN_RIGHT } from '../../../../../src/features/folderIds/core/folderIdReader';
import { FolderTally } from '../../../../../src/features/folderIds/core/folderTally';
import { IdIndex } from '../../../../../src/features/folderIds/core/idIndex';
import { RipgrepOutputParser, type FoundLine } from '../../../../../src/features/folderIds/core/ripgrepOutput';
import { findIdsInText } from '../../../../../src/ids/findId';

const NOW = Date.UTC(2026, 10, 22);
const USER = '1150000000000000000';
const LOGS = path.join(__dirname, '..', '..', '..', '..', 'corpus', 'bot-code', 'logs');
const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('folderIds: lines of known ids counted from their bytes', () => {
  it('finds each id from its digits, through growth and collisions, and nothing else', () => {
    const index = new IdIndex();
    const ids = Array.from({ length: 5000 }, (_, i) => (1_150_000_000_000_000_000n + BigInt(i) * 7919n).toString());
    ids.forEach((id, i) => index.add(id, i));
    assert.equal(index.size, ids.length);
    const text = bytes(` ${ids.join(' ')} `);
    let at = 1;
    ids.forEach((id, i) => {
      assert.equal(index.find(text, at, at + id.length), i, id);
      at += id.length + 1;
    });
    const misses = ['1150000000000000001', '115000000000000000', '11500000000000000000', '2150000000000000000', ''];
    for (const miss of misses) assert.equal(index.find(bytes(miss), 0, miss.length), -1, miss);
  });

  it('finds an id as settled only while it is marked so, and never finds text that is no id', () => {
    const index = new IdIndex();
    const ids = ['1150000000000000000', '00000000000000000', '0000000000000000000', '7', '49'];
    ids.forEach((id, i) => index.add(id, i));
    const settledOf = () => ids.map((id) => index.findSettled(bytes(id), 0, id.length));
    assert.deepEqual(settledOf(), [-1, -1, -1, -1, -1]);
    index.setSettled(ids[0]!, true);
    index.setSettled(ids[2]!, true);
    assert.deepEqual(settledOf(), [0, -1, 2, -1, -1]);
    index.setSettled(ids[0]!, false);
    assert.deepEqual(settledOf(), [-1, -1, 2, -1, -1]);
    // Whatever is settled, find() still finds each id.
    assert.deepEqual(
      ids.map((id) => index.find(bytes(id), 0, id.length)),
      [0, 1, 2, 3, 4],
    );
    // Characters that are no digits never read as digits ('a' - '0' is 49), as bytes or as text.
    for (const text of ['0a', '0a000000000000000', 'x', ' 7', '7 ', '1150000000000000000 '])
      assert.equal(index.find(bytes(text), 0, text.length) + index.findText(text, 0, text.length), -2, text);
    // Nor does text past ASCII whose low byte is a digit's: 'Ĺ' (U+0139) and 'ķ' (U+0137) would wrap to '9' and '7',
    // and read as the ids 49 and 7.
    for (const text of ['4\u0139', '\u0137', '\u0134\u0139'])
      assert.equal(index.findText(text, 0, text.length), -1, JSON.stringify(text));
  });

  it('takes as neighbours only characters after which isSeparateDigitRun reads nothing further (every ASCII pair)', () => {
    const id = '1150000000000000000';
    for (let near = 0; near < 0x80; near++)
      for (let far = 0; far < 0x80; far++) {
        const [n, f] = [String.fromCharCode(near), String.fromCharCode(far)];
        if (KNOWN_LEFT[near] === 1) {
          const text = `${f}${n}${id}`;
          assert.deepEqual(
            findIdsInText(text, { nowMs: NOW }).map((m) => m.start),
            [2],
            JSON.stringify(text),
          );
        }
        if (KNOWN_RIGHT[near] === 1) {
          const text = `${id}${n}${f}`;
          assert.deepEqual(
            findIdsInText(text, { nowMs: NOW }).map((m) => m.start),
            [0],
            JSON.stringify(text),
          );
        }
      }
    // Bytes past ASCII are never taken (a column would not be a byte offset).
    for (let byte = 0x80; byte < 0x100; byte++) assert.equal(KNOWN_LEFT[byte]! + KNOWN_RIGHT[byte]!, 0);
  });

  it("takes a '.' beside an id exactly where isSeparateDigitRun does (every ASCII character past it)", () => {
    const tally = new FolderTally();
    const reader = new FolderIdReader(tally, NOW);
    reader.read({ file: 'a.log', line: 1, byteOffset: 0, text: `user=${USER}`, cut: false });
    let taken = 0;
    for (let code = 0; code < 0x80; code++) {
      const c = String.fromCharCode(code);
      for (const text of [`${USER}.${c}`, `${c}.${USER}`, `${USER}.`, `.${USER}`, `x ${c}.${USER}.${c} y`]) {
        const found = findIdsInText(text, { nowMs: NOW });
        const expected = found.length === 1 && found[0]!.id === USER;
        // A line the text reader finds the id in is taken from bytes; one it finds none in goes to it.
        const read = reader.readKnown('b.log', code + 1, bytes(text), 0, text.length);
        assert.equal(read, expected, JSON.stringify(text));
        if (read) taken++;
      }
    }
    // The cases are not all one way: a digit past the '.' makes a decimal or a version.
    assert.ok(taken > 0 && taken < 5 * 0x80, `${taken} taken`);
  });

  it('counts a line of settled ids from its bytes, and leaves any other line to the text reader', () => {
    const tally = new FolderTally();
    const reader = new FolderIdReader(tally, NOW);
    const other = '1150000000000000001';
    reader.read({ file: 'a.log', line: 1, byteOffset: 0, text: `user=${USER}`, cut: false });
    const cases: [string, boolean][] = [
      [`user=${USER} again <@${USER}>`, true],
      ['no ids here, 12345 and 000000000000000000012', true],
      [`${USER}`, true],
      [`user=${USER} and a new one ${other}`, false],
      [`user=${USER}.5`, false],
      [`v1.${USER}`, false],
      [`-${USER}`, false],
      [`\\n${USER}`, false],
      [`${USER}n`, false],
      [`0${USER.slice(1)}`, false],
    ];
    const before = tally.get(USER)!.occurrences;
    let counted = 0;
    cases.forEach(([text, known], i) => {
      const taken = reader.readKnown('b.log', i + 1, bytes(text), 0, Buffer.byteLength(text));
      assert.equal(taken, known, text);
      if (taken) counted += findIdsInText(text, { nowMs: NOW }).filter((m) => m.id === USER).length;
    });
    assert.equal(tally.get(USER)!.occurrences, before + counted);
    assert.deepEqual(tally.entryLocations(tally.get(USER)!).slice(1, 3), [
      { file: 1, line: 1, column: 5 },
      { file: 1, line: 1, column: 33 },
    ]);
  });

  it('gives the same tally as reading every line as text, on the real logs read twice', () => {
    const lines = readdirSync(LOGS)
      .filter((name) => name.endsWith('.log'))
      .flatMap((name) =>
        readFileSync(path.join(LOGS, name), 'utf8')
          .split('\n')
          .map((text, i) => ({ file: name, line: i + 1, text: text.replace(/\r$/, '') })),
      );
    const asText = new FolderTally();
    const textReader = new FolderIdReader(asText, NOW);
    const fromBytes = new FolderTally();
    const bytesReader = new FolderIdReader(fromBytes, NOW);
    let taken = 0;
    for (const round of [1, 2])
      for (const l of lines) {
        const file = `${round}/${l.file}`;
        const found = { file, line: l.line, byteOffset: 0, text: l.text, cut: false };
        textReader.read({ ...found });
        const raw = bytes(l.text);
        // The parser offers ASCII lines only.
        if (isAscii(raw) && bytesReader.readKnown(file, l.line, raw, 0, raw.length)) taken++;
        else bytesReader.read({ ...found });
      }
    assert.ok(taken > lines.length / 2, `${taken} of ${2 * lines.length} lines from bytes`);
    assert.equal(fromBytes.occurrences, asText.occurrences);
    assert.equal(fromBytes.size, asText.size);
    for (const entry of asText.first(Infinity)) {
      const same = fromBytes.get(entry.id)!;
      assert.deepEqual(
        [same.occurrences, same.kind, fromBytes.entryFiles(same), fromBytes.entryLocations(same)],
        [entry.occurrences, entry.kind, asText.entryFiles(entry), asText.entryLocations(entry)],
        entry.id,
      );
    }
  });

  it('offers the reader a line as bytes only when it is ASCII and not cut, its line break left out, wherever it lies in the output', () => {
    const lines: [string, string | undefined][] = [
      // [text as ripgrep prints it, what the reader is offered]
      [`user=${USER}`, `user=${USER}`],
      [`user=${USER}\r`, `user=${USER}`],
      [`usér ${USER}`, undefined],
      [`名前 ${USER}`, undefined],
      [`user=${USER} [... 3 more matches]`, undefined],
      ['[Omitted long line with 2 matches]', undefined],
      ['', ''],
      [`é${'x'.repeat(1500)} ${USER}`, undefined],
      [`${'x'.repeat(1500)} ${USER}`, `${'x'.repeat(1500)} ${USER}`],
      [`${'x'.repeat(1500)} ${USER} é`, undefined],
      [`user=${USER}`, `user=${USER}`],
    ];
    // A first line of each length up to past a kilobyte and a half: every line above starts and ends at many places
    // of the output (the parser asks which of its blocks are ASCII).
    for (let pad = 0; pad < 1600; pad += 13)
      for (const accept of [true, false]) {
        const offered: string[] = [];
        const asText: FoundLine[] = [];
        const parser = new RipgrepOutputParser(
          {
            line: (found) => asText.push(found),
            lineBytes: (_file, _line, buf, start, end) => {
              offered.push(buf.toString('latin1', start, end));
              return accept;
            },
            binary: () => assert.fail('no binary note'),
            unreadable: () => assert.fail('every record reads'),
          },
          1 << 20,
        );
        const all: [string, string | undefined][] = [['y'.repeat(pad), 'y'.repeat(pad)], ...lines];
        parser.push(Buffer.from(all.map(([text], i) => `./a.log\0${i + 1}:0:${text}\n`).join('')));
        parser.end();
        const expected = all.flatMap(([, bytes]) => (bytes === undefined ? [] : [bytes]));
        assert.deepEqual(offered, expected, `after ${pad} bytes`);
        // Lines declined as bytes, and the ones never offered, come as text.
        assert.equal(asText.length, accept ? all.length - expected.length : all.length);
      }
  });
});
