import { proseDefinitionRule } from '../../../../src/ids/rules/proseDefinition';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(proseDefinitionRule, {
  valid: [
    { name: 'a sentence about something else', marked: `⟦${A}⟧ is the id of the channel` },
    { name: 'a verb that names nothing', marked: `\`⟦${A}⟧\` is used for logging.` },
    { name: 'a name the vocabulary lacks', marked: `⟦${A}⟧ is the foo bar.` },
    { name: 'a name that goes on past three words', marked: `⟦${A}⟧ is the best guild channel role ever` },
    { name: 'no sentence after the id', marked: `guild: ⟦${A}⟧` },
    { name: 'a sentence that does not start at the id', marked: `⟦${A}⟧ and this is the guild.` },
    { name: 'in JSON', marked: `{"a": "⟦${A}⟧ is the guild."}`, languageId: 'json' },
  ],
  invalid: [
    {
      name: 'a code span naming the kind after "is the Discord"',
      marked: 'Where `@⟦' + A + '⟧` is the Discord `guild_id` to send the message to.',
      languageId: 'markdown',
      kind: 'guild',
      evidence: 'is the Discord `guild_id`',
    },
    { name: 'plain words', marked: `⟦${A}⟧ is the server id.`, kind: 'guild', evidence: 'is the server id' },
    { name: 'a plural', marked: `"⟦${A}⟧" are the role ids, and`, kind: 'role', evidence: 'are the role ids' },
    {
      name: 'a person word keeps the id a user',
      marked: `⟦${A}⟧ is the bot's owner.`,
      kind: 'user',
      strength: 'weak', // a weak user finding decides user: the id stays looked up
      evidence: "is the bot's owner",
    },
    {
      name: 'a person word at the head of the name',
      marked: `⟦${A}⟧ is the guild owner.`,
      kind: 'user',
      strength: 'weak',
      evidence: 'is the guild owner',
    },
    { name: 'a person alone', marked: `⟦${A}⟧ is your user id.`, kind: 'user', evidence: 'is your user id' },
  ],
});
