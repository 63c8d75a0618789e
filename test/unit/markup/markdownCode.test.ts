// The evidence a verdict rested on, shown in a hover as inline code (src/markup/markdownCode.ts). It is a file's text,
// so the whole hostile table goes through it, with the cases a code span has of its own (backticks).
import * as assert from 'node:assert/strict';
import { markdownCodeSpan } from '../../../src/markup';
import { HOSTILE_INPUTS } from '../../support/hostileInputs';

const WORD_JOINER = '\u2060';
/** A theme icon as VS Code finds one in the HTML marked made (themables.ts): it must match nowhere. */
const THEME_ICON = /\$\([A-Za-z0-9-]+(?:~[A-Za-z]+)?\)/;
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/**
 * What CommonMark reads from `markdown` when it starts with a backtick run (6.1): the span ends at the next run of
 * exactly the same length; one space is stripped from each side when both are there and the text is not all spaces.
 * Returns the text shown and whatever follows the span.
 */
function readCodeSpan(markdown: string): { shown: string; after: string } {
  const fence = /^`+/.exec(markdown)?.[0] ?? '';
  assert.ok(fence.length > 0, `starts with a backtick: ${JSON.stringify(markdown.slice(0, 40))}`);
  const runs = /`+/g;
  runs.lastIndex = fence.length;
  for (let run = runs.exec(markdown); run !== null; run = runs.exec(markdown)) {
    if (run[0].length !== fence.length) continue;
    let shown = markdown.slice(fence.length, run.index);
    if (shown.length >= 2 && shown.startsWith(' ') && shown.endsWith(' ') && /[^ ]/.test(shown))
      shown = shown.slice(1, -1);
    return { shown, after: markdown.slice(run.index + run[0].length) };
  }
  assert.fail(`the code span never ends: ${JSON.stringify(markdown.slice(0, 80))}`);
}

const asShown = (text: string): string => text.replace(new RegExp(CONTROL.source, 'g'), ' ');

const BACKTICKS: { name: string; text: string }[] = [
  { name: 'one backtick inside', text: 'a`b' },
  { name: 'a run of three inside', text: 'x ```js y' },
  { name: 'backticks at both ends', text: '`ROLES`' },
  { name: 'only backticks', text: '````' },
  { name: 'a space at each end', text: ' ROLES ' },
  { name: 'a backslash before the end', text: 'path\\' },
  { name: 'a code span that tries to close and link', text: '`](command:workbench.action.terminal.new)`' },
  { name: 'an entity', text: '&lt;b&gt; &#36;(zap)' },
];

describe('markup/markdownCode: evidence as inline code', () => {
  it('ordinary evidence', () => {
    assert.equal(markdownCodeSpan('ROLES'), '`ROLES`');
    assert.equal(markdownCodeSpan('# log channel'), '`# log channel`');
    assert.equal(markdownCodeSpan('a`b'), '``a`b``');
    assert.equal(markdownCodeSpan('`x`'), '`` `x` ``');
    assert.equal(markdownCodeSpan(''), '');
  });

  for (const input of [...BACKTICKS, ...HOSTILE_INPUTS]) {
    it(`${input.name}: one code span showing exactly the text, on one line, with no icon`, () => {
      const out = markdownCodeSpan(input.text);
      if (input.text.length === 0) {
        assert.equal(out, '');
        return;
      }
      const { shown, after } = readCodeSpan(out);
      assert.equal(after, '', 'nothing after the span: it ends where it was meant to');
      // The word joiners the span adds break `$(`; a word joiner of the text's own stays.
      const withoutAdded = shown.split(`$${WORD_JOINER}(`).join('$(');
      assert.equal(withoutAdded, asShown(input.text), 'the text as it is, controls as spaces');
      assert.doesNotMatch(out, CONTROL, 'no line break or control character');
      assert.doesNotMatch(out, THEME_ICON, 'no theme icon');
    });
  }
});
