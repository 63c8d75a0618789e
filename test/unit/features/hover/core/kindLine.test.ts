// The hover's kind line: the why, the links that correct it, and the evidence (a file's text) kept inert in it.
import * as assert from 'node:assert/strict';
import { kindLineMarkdown } from '../../../../../src/features/hover/core/kindLine';
import type { IdKind } from '../../../../../src/ids/idKind';
import type { IdReason } from '../../../../../src/ids/idReason';
import { markdownCodeSpan } from '../../../../../src/markup';
import { HOSTILE_INPUTS } from '../../../../support/hostileInputs';
import { assertOnlyOwnMarkdown } from '../../../markup/outputShape';

const block = (evidence: string): IdReason => ({
  rule: 'enclosing-block',
  signal: 'container',
  evidence,
  evidenceStart: 0,
  scope: `enclosing-block:${evidence.toLowerCase()}`,
});

/** Each command link of the line: its command and its decoded arguments. */
function links(markdown: string): { label: string; command: string; args: unknown[] }[] {
  return [...markdown.matchAll(/\[([^\]]*)\]\(command:([\w.]+)\?([^ )]*) "[^"]*"\)/g)].map((m) => ({
    label: m[1]!,
    command: m[2]!,
    args: JSON.parse(decodeURIComponent(m[3]!)) as unknown[],
  }));
}

describe('features/hover/core/kindLine', () => {
  const notA: [IdKind, string][] = [
    ['guild', 'Not a Guild'],
    ['channel', 'Not a Channel'],
    ['message', 'Not a Message'],
    ['role', 'Not a Role'],
    ['emoji', 'Not an Emoji'],
    ['sticker', 'Not a Sticker'],
    ['application', 'Not an Application'],
    ['webhook', 'Not a Webhook'],
    ['command', 'Not a Command'],
    ['other', 'Not Another Kind'],
  ];
  for (const [kind, label] of notA) {
    it(`a ${kind}: Read as User Here and ${label}, each naming the evidence's scope and a note of it`, () => {
      const line = kindLineMarkdown({ kind, reason: block('ROLES') }, { evidenceLine: 2, idLine: 3 }) ?? '';
      assert.match(line, /^[A-Z][\w\\:]* in the `ROLES` block\\, line 2 · \[/);
      const found = links(line);
      assert.deepEqual(
        found.map((l) => [l.label, l.command, l.args[0], l.args[1]]),
        [
          ['Read as User Here', 'profileLookup.correctIdKind', 'enclosing-block:roles', 'user'],
          [label, 'profileLookup.correctIdKind', 'enclosing-block:roles', 'unknown'],
        ],
      );
      for (const link of found) assert.match(String(link.args[2]), /: in the `ROLES` block$/, 'the note, no line');
    });
  }

  it('a user read so by the classifier: the why alone, nothing to correct', () => {
    const line = kindLineMarkdown({ kind: 'user', reason: { ...block('user_id'), signal: 'name' } });
    assert.equal(line, 'User\\: the name `user_id`');
  });

  it('a corrected id: the why says so, and Undo Correction names the scope', () => {
    const line = kindLineMarkdown({ kind: 'user', reason: block('ROLES'), correctedFrom: 'role' }) ?? '';
    assert.match(line, /^User\\: corrected by you \\\(was role\\: in the `ROLES` block\\\) · \[Undo Correction\]/);
    assert.deepEqual(
      links(line).map((l) => [l.command, l.args]),
      [['profileLookup.undoIdCorrection', ['enclosing-block:roles']]],
    );
  });

  it('an id nothing typed has no kind line', () => {
    assert.equal(kindLineMarkdown({ kind: 'unknown' }), undefined);
  });

  const hostile = [
    ...HOSTILE_INPUTS.filter((input) => input.text.length <= 4096),
    { name: 'backticks that try to end the span', text: '`` ` ```](command:workbench.action.terminal.new)' },
    { name: 'a link closing on a parenthesis', text: 'x) [run](command:evil?%5B%5D) (' },
  ];
  for (const input of hostile) {
    it(`hostile evidence, ${input.name}: shown once as code; the only links are our two, with their arguments whole`, () => {
      const line = kindLineMarkdown({ kind: 'role', reason: block(input.text) }) ?? '';
      const code = markdownCodeSpan(input.text);
      const found = links(line);
      assert.deepEqual(
        found.map((l) => [l.command, l.args[0], l.args[1]]),
        [
          ['profileLookup.correctIdKind', `enclosing-block:${input.text.toLowerCase()}`, 'user'],
          ['profileLookup.correctIdKind', `enclosing-block:${input.text.toLowerCase()}`, 'unknown'],
        ],
      );
      // Outside the code span and our links, every character is our words, escaped.
      let rest = line;
      if (code !== '') {
        assert.equal(line.split(code).length, 2, 'the evidence, once');
        rest = rest.replace(code, '');
      }
      rest = rest.replace(/\[([^\]]*)\]\(command:[\w.]+\?[^ )]* "[^"]*"\)/g, '$1');
      assertOnlyOwnMarkdown(rest);
    });
  }
});
