import { librarySignatureRule } from '../../../../src/ids/rules/librarySignature';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(librarySignatureRule, {
  valid: [
    { name: 'a method no library signs', marked: `bot.frobnicate(⟦${A}⟧)`, languageId: 'python' },
    { name: 'a place the signature has no id for', marked: `http.get_message(c, m, ⟦${A}⟧)`, languageId: 'rust' },
    {
      name: 'the text declares its own function of that name',
      marked: `def get_message(user_id, x):\n    pass\nbot.get_message(⟦${A}⟧, m)`,
      languageId: 'python',
    },
    { name: 'in JSON', marked: `"http.get_message(⟦${A}⟧, m)"`, languageId: 'json' },
  ],
  invalid: [
    {
      name: "serenity's get_message, first place",
      marked: `http.get_message(⟦${A}⟧, msg)`,
      languageId: 'rust',
      kind: 'channel',
      evidence: 'get_message(',
    },
    {
      name: "discordgo's GuildMemberRoleAdd, third place",
      marked: `s.GuildMemberRoleAdd(g, u, "⟦${A}⟧")`,
      languageId: 'go',
      kind: 'role',
      evidence: 'GuildMemberRoleAdd(',
    },
  ],
});
