import { collectionNameRule } from '../../../../src/ids/rules/collectionName';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(collectionNameRule, {
  valid: [
    { name: 'a list whose name says nothing', marked: `things = [⟦${A}⟧]`, languageId: 'python' },
    { name: 'at the top level', marked: `⟦${A}⟧`, languageId: 'python' },
    { name: 'a call named for a person and a kind', marked: `send_user_message(⟦${A}⟧, "x")`, languageId: 'python' },
    {
      name: "a comment line's last word is no bracket's name",
      marked: `# who may run the ban command\n[\n  ⟦${A}⟧,\n]`,
      languageId: 'python',
    },
  ],
  invalid: [
    {
      name: 'a list of roles',
      marked: `ROLES = [\n  ⟦${A}⟧,\n]`,
      languageId: 'python',
      kind: 'role',
      evidence: 'ROLES',
    },
    {
      name: 'a JSON object holding an "id"',
      marked: `{"guild": {"id": "⟦${A}⟧"}}`,
      languageId: 'json',
      kind: 'guild',
      evidence: '"guild"',
    },
    {
      name: 'a person-like list name is weak',
      marked: `moderators = [⟦${A}⟧]`,
      languageId: 'python',
      kind: 'user',
      strength: 'weak',
      evidence: 'moderators',
    },
  ],
});
