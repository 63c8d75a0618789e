import { commentRule } from '../../../../src/ids/rules/comment';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(commentRule, {
  valid: [
    { name: 'a bare name names nothing', marked: `X = ⟦${A}⟧  # R. Danny`, languageId: 'python' },
    {
      name: 'a comment about people names no later kind word',
      marked: `# Moderators who may run the ban command\nA = ⟦${A}⟧`,
      languageId: 'python',
    },
    {
      name: 'a commented-out printout heads nothing',
      marked: `# <Message id=1 channel=<TextChannel id=2>\n# author=<Member id=⟦${A}⟧ name='x'>`,
      languageId: 'python',
    },
    { name: 'in JSON', marked: `{"a": ⟦${A}⟧} // roles`, languageId: 'jsonc' },
  ],
  invalid: [
    {
      name: 'a trailing comment',
      marked: `⟦${A}⟧, // Moderators role`,
      languageId: 'javascript',
      kind: 'role',
      evidence: '// Moderators role',
    },
    {
      name: 'a heading over a group',
      marked: `# Staff channels\nA = 1\nB = ⟦${A}⟧`,
      languageId: 'python',
      kind: 'channel',
      evidence: '# Staff channels',
    },
    {
      name: 'an id phrase: the IDs of the roles',
      marked: `# The IDs of the roles that may moderate.\n# (E.g., your operators)\nmods = [\n  ⟦${A}⟧\n]`,
      languageId: 'toml',
      kind: 'role',
      evidence: '# The IDs of the roles that may moderate.',
    },
  ],
});
