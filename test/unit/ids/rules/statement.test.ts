import { statementRule } from '../../../../src/ids/rules/statement';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(statementRule, {
  valid: [
    {
      name: 'a statement that names nothing',
      marked: `val x = env("X")\n  ?: Snowflake(⟦${A}⟧)`,
      languageId: 'kotlin',
    },
    { name: 'a blank line ends the statement', marked: `val LOG_CHANNEL = f(\n\n  ⟦${A}⟧)`, languageId: 'kotlin' },
    { name: 'in JSON', marked: `{"a": ⟦${A}⟧}`, languageId: 'json' },
  ],
  invalid: [
    {
      name: 'an elvis default on the next line',
      marked: `val STAFF_ROLE = env("STAFF")\n    ?.let { Snowflake(it) }\n    ?: Snowflake(⟦${A}⟧)`,
      languageId: 'kotlin',
      kind: 'role',
      evidence: 'STAFF_ROLE',
    },
    {
      name: 'a JS call broken after its (',
      marked: `const LOG_CHANNEL = client.channels.cache.get(\n  "⟦${A}⟧")`,
      languageId: 'javascript',
      kind: 'channel',
      evidence: 'LOG_CHANNEL',
    },
  ],
});
