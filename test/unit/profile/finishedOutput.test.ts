// The one final check every surface makes on what it emits (src/profile/finishedOutput.ts): a table of outputs over
// and within their bounds, in characters and in lines, with what the trimmed text must keep.
import assert from 'node:assert/strict';
import { cutText, fitByShrinkingField, fitFinishedOutput } from '../../../src/profile/finishedOutput';

const NOTE = '(shortened)';

describe('profile/finishedOutput', () => {
  const cases: { name: string; text: string; maxChars: number; maxLines: number; cut: boolean }[] = [
    { name: 'within both bounds', text: 'a\nb\nc', maxChars: 100, maxLines: 3, cut: false },
    { name: 'exactly at the bound', text: 'x'.repeat(50), maxChars: 50, maxLines: 1, cut: false },
    { name: 'one character over', text: 'x'.repeat(51), maxChars: 50, maxLines: 2, cut: true },
    { name: 'too many lines', text: 'a\n'.repeat(40), maxChars: 1000, maxLines: 10, cut: true },
    { name: 'one huge line', text: 'y'.repeat(100_000), maxChars: 300, maxLines: 5, cut: true },
    { name: 'surrogate pairs at the cut', text: '😀'.repeat(500), maxChars: 101, maxLines: 3, cut: true },
    { name: 'backslashes at the cut', text: '\\'.repeat(500), maxChars: 100, maxLines: 3, cut: true },
    {
      name: 'escaping-heavy JSON text',
      text: JSON.stringify('"\\'.repeat(5000)),
      maxChars: 2000,
      maxLines: 4,
      cut: true,
    },
    {
      name: 'many short lines and one long',
      text: 'ab\n'.repeat(5) + 'z'.repeat(900),
      maxChars: 200,
      maxLines: 20,
      cut: true,
    },
  ];
  for (const c of cases) {
    it(`${c.name}: ${c.cut ? 'trimmed with the note' : 'as it is'}, within ${c.maxChars} characters and ${c.maxLines} lines`, () => {
      const fitted = fitFinishedOutput(c.text, { maxChars: c.maxChars, maxLines: c.maxLines }, NOTE);
      assert.equal(fitted.cut, c.cut);
      assert.ok(fitted.text.length <= c.maxChars, `${fitted.text.length} characters`);
      assert.ok(fitted.text.split('\n').length <= c.maxLines, `${fitted.text.split('\n').length} lines`);
      if (!c.cut) assert.equal(fitted.text, c.text);
      else {
        assert.ok(fitted.text.endsWith(NOTE), 'the note says it was cut');
        const head = fitted.text.slice(0, -NOTE.length).trimEnd();
        if (c.maxLines === 1) assert.ok(!fitted.text.includes('\n'), 'one line, the note on it');
        assert.ok(c.text.startsWith(head), 'what is kept is the head of the output');
        assert.ok(head.length > 0, 'something is kept');
        assert.doesNotMatch(head, /[\ud800-\udbff]$/, 'no half pair');
        assert.equal(/\\*$/.exec(head)![0].length % 2, 0, 'no escaping backslash left dangling');
      }
    });
  }

  it('a structured output shrinks its free field until the finished text fits, escaping included', () => {
    for (const field of ['"'.repeat(3000), '\\'.repeat(3000), '\u0001'.repeat(3000), 'plain '.repeat(500)]) {
      const out = fitByShrinkingField(
        (limit) => JSON.stringify({ id: '1', reason: cutText(field, limit) }),
        field.length,
        2000,
      );
      assert.ok(out.length <= 2000, `${out.length}`);
      assert.ok((JSON.parse(out) as { reason: string }).reason.length > 100, 'as much of the field as fits is kept');
    }
  });

  it('cutText marks the cut and never splits a pair', () => {
    assert.deepEqual([cutText('abc', 5), cutText('abcdef', 4), cutText('😀😀😀', 4)], ['abc', 'abc…', '😀…']);
  });
});
