import { markupRule } from '../../../../src/ids/rules/markup';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(markupRule, {
  valid: [
    { name: 'a bare id', marked: `role ⟦${A}⟧` },
    { name: 'a mention left open', marked: `<@&⟦${A}⟧ and more` },
    { name: 'an emoji name without its brackets, unquoted', marked: `:wave:⟦${A}⟧ hi` },
    { name: "a role's sigil inside a longer string", marked: `"see &⟦${A}⟧"` },
    { name: "a channel's sigil, unquoted", marked: `#⟦${A}⟧ here` },
    { name: 'a plain @ and the id, quoted (a user, as bare)', marked: `"@⟦${A}⟧"` },
  ],
  invalid: [
    { name: 'a role mention', marked: `ping <@&⟦${A}⟧> now`, kind: 'role', evidence: `<@&${A}>` },
    { name: 'a user mention with a nickname mark', marked: `<@!⟦${A}⟧>`, kind: 'user', evidence: `<@!${A}>` },
    { name: 'a channel mention', marked: `see <#⟦${A}⟧>`, kind: 'channel', evidence: `<#${A}>` },
    { name: 'an animated emoji', marked: `<a:party:⟦${A}⟧>`, kind: 'emoji', evidence: `<a:party:${A}>` },
    { name: 'a slash command', marked: `</ban user:⟦${A}⟧>`, kind: 'command', evidence: `</ban user:${A}>` },
    {
      name: "a role's mention without its brackets",
      marked: `const modRoleId = "&⟦${A}⟧";`,
      kind: 'role',
      evidence: `"&${A}"`,
    },
    {
      name: "a role's mention without its brackets, with @",
      marked: `ROLE = '@&⟦${A}⟧'`,
      kind: 'role',
      evidence: `'@&${A}'`,
    },
    {
      name: "a channel's mention without its brackets",
      marked: `log: "#⟦${A}⟧"`,
      kind: 'channel',
      evidence: `"#${A}"`,
    },
    {
      name: "a user's nickname mention without its brackets",
      marked: `\`@!⟦${A}⟧\``,
      kind: 'user',
      evidence: `\`@!${A}\``,
    },
    { name: 'an emoji string to react with', marked: `react(':ok:⟦${A}⟧')`, kind: 'emoji', evidence: `':ok:${A}'` },
  ],
});
