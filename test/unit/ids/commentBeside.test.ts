// A comment beside the id: its last word may name the kind; an id in a comment after an assignment takes the
// assigned name; a bare name names nothing.
import assert from 'node:assert/strict';
import { kindFromTrailingComment, verdictOfLineBeforeComment } from '../../../src/ids/commentBeside';
import { ID18, ID19 } from './detectionCases';
import { checkKind, type KindCase } from './typedCaseCheck';

const A = ID18;

const cases: KindCase[] = [
  { name: 'a trailing // comment naming a role', marked: `val STAFF = arrayOf(\n    ⟦${A}⟧, // Moderators role\n)`, kind: 'role', languageId: 'kotlin' },
  { name: 'a trailing # comment naming a channel', marked: `WATCHED = [\n    ⟦${A}⟧,  # general channel\n]`, kind: 'channel', languageId: 'python' },
  { name: 'a bare name in the comment names nothing', marked: `SYNC = [\n    ⟦${A}⟧,  # R. Danny\n]`, kind: 'unknown', languageId: 'python' },
  { name: 'an id in a comment after an assignment takes its name', marked: `GIVEAWAY_EMOJI_ID = ${ID19}  # testing: ⟦${A}⟧`, kind: 'emoji', languageId: 'python' },
  { name: 'the enclosing name comes before the comment', marked: `HELPER_ROLES = listOf(\n    ⟦${A}⟧L, // Support BR Server\n)`, kind: 'role', languageId: 'kotlin' },
];

describe('a comment beside the id', () => {
  for (const testCase of cases) it(`${testCase.name} -> ${testCase.kind}`, () => checkKind(testCase));

  it('reads only the rest of the id\'s line', () => {
    assert.equal(kindFromTrailingComment(`1, // Mods role`, 1), 'role');
    assert.equal(kindFromTrailingComment(`1,\n// Mods role`, 1), undefined);
    assert.equal(kindFromTrailingComment(`1, "role"`, 1), undefined, 'no comment mark');
  });

  it('finds the assignment only before a comment mark', () => {
    assert.deepEqual(verdictOfLineBeforeComment(`CHANNEL_ID = 1  # 2`, 18), { type: 'kind', kind: 'channel', word: 'channel' });
    assert.equal(verdictOfLineBeforeComment(`CHANNEL_ID = 1, 2`, 16), undefined);
  });
});
