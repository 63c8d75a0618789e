// A comment beside the id: its last word may name the kind; an id in a comment after an assignment takes the
// assigned name; a bare name names nothing.
import assert from 'node:assert/strict';
import {
  kindFromCommentAbove,
  kindFromTrailingComment,
  kindOfCommentWords,
  verdictOfLineBeforeComment,
} from '../../../../src/ids/readers/commentBeside';
import { ID18, ID19 } from '../detectionCases';

const B = ID19;
import { checkKind, type KindCase } from '../typedCaseCheck';

const A = ID18;

const cases: KindCase[] = [
  {
    name: 'a trailing // comment naming a role',
    marked: `val STAFF = arrayOf(\n    ⟦${A}⟧, // Moderators role\n)`,
    kind: 'role',
    languageId: 'kotlin',
  },
  {
    name: 'a trailing # comment naming a channel',
    marked: `WATCHED = [\n    ⟦${A}⟧,  # general channel\n]`,
    kind: 'channel',
    languageId: 'python',
  },
  {
    name: 'a bare name in the comment names nothing',
    marked: `SYNC = [\n    ⟦${A}⟧,  # R. Danny\n]`,
    kind: 'unknown',
    languageId: 'python',
  },
  {
    name: 'an id in a comment after an assignment takes its name',
    marked: `GIVEAWAY_EMOJI_ID = ${ID19}  # testing: ⟦${A}⟧`,
    kind: 'emoji',
    languageId: 'python',
  },
  {
    name: 'the enclosing name comes before the comment',
    marked: `HELPER_ROLES = listOf(\n    ⟦${A}⟧L, // Support BR Server\n)`,
    kind: 'role',
    languageId: 'kotlin',
  },
  {
    name: 'JS: a trailing comment whose first word names the kind',
    marked: `const PULL = '⟦${A}⟧'; // Channel trying to pull`,
    kind: 'channel',
    languageId: 'javascript',
  },
  {
    name: 'Go: a trailing comment after a list item',
    marked: `var watched = []string{\n\t"⟦${A}⟧", // Channel trying to pull from\n}`,
    kind: 'channel',
    languageId: 'go',
  },
  {
    name: 'Lua: a -- comment naming a guild',
    marked: `local home = "⟦${A}⟧" -- main server`,
    kind: 'guild',
    languageId: 'lua',
  },
  {
    name: 'C#: a /* */ comment naming a role',
    marked: `ulong staff = ⟦${A}⟧; /* staff role */`,
    kind: 'role',
    languageId: 'csharp',
  },
  {
    name: 'a person-like word overruled by a trailing comment',
    marked: `ADMIN = ⟦${A}⟧  # admin role`,
    kind: 'role',
    languageId: 'python',
  },
  {
    name: 'a comment naming the bot: the application',
    marked: `SELF = ⟦${A}⟧  # our bot`,
    kind: 'application',
    languageId: 'python',
  },
  {
    name: 'Python: the comment heading a group of constants',
    marked: `# Staff channels\nREPORTS = ${B}\nAPPEALS = ⟦${A}⟧\n`,
    kind: 'channel',
    languageId: 'python',
  },
  {
    name: 'YAML: a comment above a list item',
    marked: `ids:\n  # verified role\n  - ⟦${A}⟧\n`,
    kind: 'role',
    languageId: 'yaml',
  },
  {
    name: 'Portuguese: a comment naming the kind',
    marked: `const LOGS = '⟦${A}⟧'; // canal de logs`,
    kind: 'channel',
    languageId: 'javascript',
  },
  {
    name: 'a blank line ends the group a comment heads',
    marked: `# Staff channels\nREPORTS = ${B}\n\nOWNER = ⟦${A}⟧\n`,
    kind: 'user',
    languageId: 'python',
  },
  {
    name: 'Java: a person-like constant under a ROLE IDS heading',
    marked: `\t//ROLE IDS\n\tpublic static final String admin1 = "${B}";\n\tpublic static final String mod = "⟦${A}⟧";`,
    kind: 'role',
    languageId: 'java',
  },
  {
    name: 'a comment whose words name nothing says nothing',
    marked: `# see the wiki\nSYNC = ⟦${A}⟧\n`,
    kind: 'unknown',
    languageId: 'python',
  },
];

describe('a comment beside the id', () => {
  for (const testCase of cases) it(`${testCase.name} -> ${testCase.kind}`, () => checkKind(testCase));

  it("reads only the rest of the id's line", () => {
    assert.equal(kindFromTrailingComment(`1, // Mods role`, 1)?.kind, 'role');
    assert.equal(kindFromTrailingComment(`1,\n// Mods role`, 1), undefined);
    assert.equal(kindFromTrailingComment(`1, "role"`, 1), undefined, 'no comment mark');
  });

  it("reads a comment's last kind word, else its first; person-like and other words say nothing", () => {
    const table: [string, string | undefined][] = [
      ['Moderators role', 'role'],
      ['Channel trying to pull', 'channel'],
      ['thread for bug reports', 'channel'],
      ['the forum', 'channel'],
      ['Moderators', undefined],
      ['admin', undefined],
      ['event id', undefined],
      ['R. Danny', undefined],
      ['voice lobby', 'channel'],
      ['cargo VIP', 'role'],
      ['usuário dono', 'user'],
      ['emoji', 'emoji'],
    ];
    for (const [comment, kind] of table) assert.equal(kindOfCommentWords(comment), kind, comment);
  });

  it('climbs to a heading comment over at most 12 lines of its group', () => {
    const group = (lines: number): string => `# roles\n${'X = 1\n'.repeat(lines)}Y = 2`;
    assert.equal(kindFromCommentAbove(group(10), group(10).length - 1, 0)?.kind, 'role');
    assert.equal(kindFromCommentAbove(group(12), group(12).length - 1, 0), undefined);
  });

  it('finds the assignment only before a comment mark', () => {
    assert.deepEqual(verdictOfLineBeforeComment(`CHANNEL_ID = 1  # 2`, 18), {
      type: 'kind',
      kind: 'channel',
      word: 'channel',
      nameStart: 0,
      name: 'CHANNEL_ID',
    });
    assert.equal(verdictOfLineBeforeComment(`CHANNEL_ID = 1, 2`, 16), undefined);
  });
});
