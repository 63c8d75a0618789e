import { lineBeforeCommentRule } from '../../../../src/ids/rules/lineBeforeComment';
import { ID18 as A, ID19 as B } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(lineBeforeCommentRule, {
  valid: [
    { name: 'no comment before the id', marked: `CHANNEL_ID = ⟦${A}⟧` },
    { name: 'a comment with no assignment before it', marked: `# testing: ⟦${A}⟧` },
  ],
  invalid: [
    {
      name: 'another value for the same name',
      marked: `CHANNEL_ID = ${B}  # testing: ⟦${A}⟧`,
      languageId: 'python',
      kind: 'channel',
      evidence: 'CHANNEL_ID',
    },
    {
      name: 'in a // comment',
      marked: `const guildId = "${B}"; // dev: ⟦${A}⟧`,
      languageId: 'javascript',
      kind: 'guild',
      evidence: 'guildId',
    },
  ],
});
