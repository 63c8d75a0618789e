import { namingArgumentRule } from '../../../../src/ids/rules/namingArgument';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(namingArgumentRule, {
  valid: [
    { name: 'a first argument that is not a string', marked: `get(LOG, ⟦${A}⟧)`, languageId: 'python' },
    { name: 'a person-like name', marked: `config.get("admin", ⟦${A}⟧)`, languageId: 'python' },
    { name: 'the first argument itself', marked: `define(⟦${A}⟧, 'x')`, languageId: 'php' },
  ],
  invalid: [
    {
      name: "PHP's define",
      marked: `define('WELCOME_CHANNEL', '⟦${A}⟧');`,
      languageId: 'php',
      kind: 'channel',
      evidence: "'WELCOME_CHANNEL'",
    },
    {
      name: 'an environment default',
      marked: `os.getenv("STAFF_ROLE", "⟦${A}⟧")`,
      languageId: 'python',
      kind: 'role',
      evidence: '"STAFF_ROLE"',
    },
  ],
});
