import { objectShapeRule } from '../../../../src/ids/rules/objectShape';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(objectShapeRule, {
  valid: [
    { name: 'an object no kind alone has', marked: `{"id": "⟦${A}⟧", "name": "x"}`, languageId: 'json' },
    { name: 'a named value, not an "id"', marked: `{"channel_id": "⟦${A}⟧", "topic": "x"}`, languageId: 'json' },
  ],
  invalid: [
    {
      name: "a thread member: its id is the thread's",
      marked: `{"id": "⟦${A}⟧", "join_timestamp": "2024-01-01"}`,
      languageId: 'json',
      kind: 'channel',
      evidence: `{"id": "${A}", "join_timestamp": "2024-01-01"}`,
    },
    {
      name: 'a permission overwrite of type 0 is a role',
      marked: `{"id": "⟦${A}⟧", "type": 0, "allow": "0", "deny": "0"}`,
      languageId: 'json',
      kind: 'role',
      evidence: `{"id": "${A}", "type": 0, "allow": "0", "deny": "0"}`,
    },
    {
      name: "a qualified key: a command option's value of type 7",
      marked: `{"name": "where", "type": 7, "value": "⟦${A}⟧"}`,
      languageId: 'json',
      kind: 'channel',
      evidence: '"value"',
    },
  ],
});
