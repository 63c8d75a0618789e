import { firstItemNameRule } from '../../../../src/ids/rules/firstItemName';
import { ID18 as A, ID19 as B } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(firstItemNameRule, {
  valid: [
    { name: 'no name before the list', marked: `[${B}, ⟦${A}⟧]`, languageId: 'python' },
    { name: 'a person-like name', marked: `admins = [${B}, ⟦${A}⟧]`, languageId: 'python' },
    { name: 'a call named for a person and a kind', marked: `send_user_message(⟦${A}⟧)`, languageId: 'python' },
  ],
  invalid: [
    {
      name: 'a membership test',
      marked: `if guild.id in [${B}, ⟦${A}⟧]:`,
      languageId: 'python',
      kind: 'guild',
      evidence: 'if guild.id in',
    },
    {
      name: 'a builder assigned to a name with a person word names its items by that name',
      marked: `val ADMIN_ROLES = listOf(\n  ${B}L,\n  ⟦${A}⟧L, // staff\n)`,
      languageId: 'kotlin',
      kind: 'role',
      evidence: 'val ADMIN_ROLES = listOf',
    },
    {
      name: "Kotlin's listOf",
      marked: `channel.id in listOf(${B}, ⟦${A}⟧)`,
      languageId: 'kotlin',
      kind: 'channel',
      evidence: 'channel.id in listOf',
    },
  ],
});
