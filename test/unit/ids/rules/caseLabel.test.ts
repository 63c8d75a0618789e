import { caseLabelRule } from '../../../../src/ids/rules/caseLabel';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(caseLabelRule, {
  valid: [
    { name: 'a switch on a name that says nothing', marked: `switch (x) {\n  case ⟦${A}⟧:\n}`, languageId: 'java' },
    { name: 'not a case label', marked: `channel = ⟦${A}⟧`, languageId: 'python' },
  ],
  invalid: [
    {
      name: "Java's switch on a channel's id",
      marked: `switch (event.getChannel().getIdLong()) {\n  case ⟦${A}⟧L:\n}`,
      languageId: 'java',
      kind: 'channel',
      evidence: 'event.getChannel().getIdLong()',
    },
    {
      name: "Kotlin's when",
      marked: `when (event.guildId) {\n  Snowflake(⟦${A}⟧) -> 1\n}`,
      languageId: 'kotlin',
      kind: 'guild',
      evidence: 'event.guildId',
    },
    {
      name: "Python's match on a role",
      marked: `match role.id:\n    case ⟦${A}⟧:\n        pass`,
      languageId: 'python',
      kind: 'role',
      evidence: 'role.id',
    },
  ],
});
