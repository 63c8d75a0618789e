// findIdAt must cost the same on a 10 MB minified line as on a short one. Speed itself is shown by
// bench/ids.bench.ts; here a recording line proves the cause: no character outside the window is read.
import assert from 'node:assert/strict';
import { DETECTION_WINDOW, findIdAt, findIdsInText } from '../../../src/ids/findId';
import { ID17, ID18, ID19, NOW_MS } from './detectionCases';
import { recordingText } from './recordingText';

const options = { nowMs: NOW_MS };
const TEN_MB = 10 * 1024 * 1024;

function assertReadsWithinWindow(text: string, character: number): void {
  const rec = recordingText(text);
  const viaRecording = findIdAt(rec.text, character, options);
  assert.deepEqual(viaRecording, findIdAt(text, character, options), 'the recording line behaves like the string');
  if (rec.lowest() !== Infinity) {
    assert.ok(
      rec.lowest() >= character - DETECTION_WINDOW,
      `read ${character - rec.lowest()} chars before caret ${character}`,
    );
    assert.ok(
      rec.highest() <= character + DETECTION_WINDOW,
      `read ${rec.highest() - character} chars after caret ${character}`,
    );
  }
}

function tenMbLogLine(): { line: string; ids: { id: string; start: number }[] } {
  const filler = '{"level":"info","msg":"request done","ms":42,"path":"/v1/guilds","ok":true},';
  const head = `{"user":"${ID18}"},`;
  const tail = `{"user":"${ID17}"}`;
  const halfCount = Math.floor((TEN_MB - head.length - tail.length) / filler.length / 2);
  const middle = `{"user":${ID19}},`;
  const line = head + filler.repeat(halfCount) + middle + filler.repeat(halfCount) + tail;
  return {
    line,
    ids: [
      { id: ID18, start: head.indexOf(ID18) },
      { id: ID19, start: head.length + filler.length * halfCount + middle.indexOf(ID19) },
      { id: ID17, start: line.length - tail.length + tail.indexOf(ID17) },
    ],
  };
}

describe('detection window', () => {
  it('is a small constant', () => {
    assert.ok(DETECTION_WINDOW >= 20 && DETECTION_WINDOW <= 64, String(DETECTION_WINDOW));
  });

  it('finds ids at the start, middle and end of a 10 MB line, reading only the window', () => {
    const { line, ids } = tenMbLogLine();
    assert.ok(line.length >= TEN_MB * 0.99);
    for (const { id, start } of ids) {
      for (const character of [start, start + 9, start + id.length]) {
        assert.deepEqual(findIdAt(line, character, options), { id, start, end: start + id.length });
        assertReadsWithinWindow(line, character);
      }
      assert.equal(findIdAt(line, start - 2, options), undefined);
    }
    assert.equal(findIdAt(line, line.length >> 2, options), undefined);
  });

  it('refuses every caret in a 10 MB run of digits, reading only the window', () => {
    const digits = '1'.repeat(TEN_MB);
    for (const character of [0, 1, 19, TEN_MB >> 1, TEN_MB - 19, TEN_MB - 1, TEN_MB]) {
      assert.equal(findIdAt(digits, character, options), undefined, `caret ${character}`);
      assertReadsWithinWindow(digits, character);
    }
    assert.deepEqual(findIdsInText(digits, options), []);
  });

  it('refuses a 1 MB run of digits between valid separators, and finds the id after it', () => {
    const text = `"${'7'.repeat(1 << 20)}" "${ID19}"`;
    assert.equal(findIdAt(text, 1 << 19, options), undefined);
    assertReadsWithinWindow(text, 1 << 19);
    assert.deepEqual(findIdsInText(text, options), [
      { id: ID19, start: (1 << 20) + 4, end: (1 << 20) + 4 + ID19.length },
    ]);
  });

  it('reads only the window, and decides the same on the window alone, at random carets in hostile lines', () => {
    let state = 7;
    const random = (): number => {
      state = (state * 1664525 + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
    const pieces = [
      ID18,
      ID19,
      '1'.repeat(25),
      '1234567890123456',
      ' ',
      '.',
      '-',
      'e-',
      'n',
      'L',
      'l',
      'u64',
      '_u64',
      'ULL',
      '\\n',
      '\u001b[38;2;255;255;255m',
      'é',
      '🎉',
      '_',
    ];
    for (let round = 0; round < 400; round++) {
      let line = '';
      while (line.length < 200) line += pieces[Math.floor(random() * pieces.length)];
      const character = Math.floor(random() * (line.length + 1));
      assertReadsWithinWindow(line, character);
      const from = Math.max(0, character - DETECTION_WINDOW);
      const window = line.slice(from, character + DETECTION_WINDOW + 1);
      const inWindow = findIdAt(window, character - from, options);
      const shifted = inWindow && { id: inWindow.id, start: inWindow.start + from, end: inWindow.end + from };
      assert.deepEqual(shifted, findIdAt(line, character, options), JSON.stringify(window));
    }
  });
});
