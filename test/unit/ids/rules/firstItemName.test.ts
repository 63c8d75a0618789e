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
      name: "Kotlin's listOf",
      marked: `channel.id in listOf(${B}, ⟦${A}⟧)`,
      languageId: 'kotlin',
      kind: 'channel',
      evidence: 'channel.id in listOf',
    },
  ],
});
