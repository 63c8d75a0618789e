import { enclosingBlockRule } from '../../../../src/ids/rules/enclosingBlock';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(enclosingBlockRule, {
  valid: [
    { name: 'a block whose name says nothing', marked: `object Config {\n  val X = ⟦${A}⟧L\n}`, languageId: 'kotlin' },
    { name: 'at the left margin, no section', marked: `X = ⟦${A}⟧`, languageId: 'python' },
    {
      name: 'a name with its own id, in a block about a kind',
      marked: `guild_settings:\n  staff_id: ⟦${A}⟧`,
      languageId: 'yaml',
    },
  ],
  invalid: [
    {
      name: 'a Kotlin object',
      marked: `object Roles {\n  val ADMIN = ⟦${A}⟧L\n}`,
      languageId: 'kotlin',
      kind: 'role',
      evidence: 'Roles',
    },
    {
      name: 'a YAML parent key',
      marked: `channels:\n  welcome: ⟦${A}⟧`,
      languageId: 'yaml',
      kind: 'channel',
      evidence: 'channels',
    },
    {
      name: 'a TOML section',
      marked: `[roles]\nstaff = ⟦${A}⟧`,
      languageId: 'toml',
      kind: 'role',
      evidence: '[roles]',
    },
    {
      name: 'a person-like block alone is weak',
      marked: `admins:\n  - ⟦${A}⟧`,
      languageId: 'yaml',
      kind: 'user',
      strength: 'weak',
      evidence: 'admins',
    },
  ],
});
