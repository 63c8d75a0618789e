import { memberShapeRule } from '../../../../src/ids/rules/memberShape';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(memberShapeRule, {
  valid: [
    { name: 'an object of no known shape', marked: `{"id": "⟦${A}⟧", "foo": 1}`, languageId: 'json' },
    { name: 'not an "id" member', marked: `{"owner": "⟦${A}⟧", "username": "x"}`, languageId: 'json' },
  ],
  invalid: [
    {
      name: "a user's members",
      marked: `{"id": "⟦${A}⟧", "username": "x", "discriminator": "0"}`,
      languageId: 'json',
      kind: 'user',
      evidence: `{"id": "${A}", "username": "x", "discriminator": "0"}`,
    },
  ],
});
