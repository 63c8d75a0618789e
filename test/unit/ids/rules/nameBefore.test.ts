import { nameRule } from '../../../../src/ids/rules/nameBefore';
import { ID18 as A } from '../detectionCases';
import { ruleTester } from './ruleTester';

ruleTester(nameRule, {
  valid: [
    { name: 'a name that says nothing', marked: `foo_bar = ⟦${A}⟧`, languageId: 'python' },
    { name: 'only "id"', marked: `id = ⟦${A}⟧`, languageId: 'python' },
    { name: 'a call named for a person and a kind', marked: `send_user_message(⟦${A}⟧)`, languageId: 'python' },
  ],
  invalid: [
    { name: 'snake_case', marked: `guild_id=⟦${A}⟧`, kind: 'guild', evidence: 'guild_id' },
    {
      name: 'a JSON key',
      marked: `{"channelId": "⟦${A}⟧"}`,
      languageId: 'json',
      kind: 'channel',
      evidence: '"channelId"',
    },
    {
      name: 'a constant',
      marked: `LOG_CHANNEL = ⟦${A}⟧`,
      languageId: 'python',
      kind: 'channel',
      evidence: 'LOG_CHANNEL',
    },
    { name: 'a count is not an id', marked: `member_count = ⟦${A}⟧`, kind: 'other', evidence: 'member_count' },
    { name: 'words of a log', marked: `Guild ID: ⟦${A}⟧`, kind: 'guild', evidence: 'Guild ID' },
    {
      name: "a log's level before the name is not its evidence",
      marked: `WARN guild_id=⟦${A}⟧`,
      kind: 'guild',
      evidence: 'guild_id',
    },
    { name: 'the channel of "channel id:"', marked: `channel id: ⟦${A}⟧`, kind: 'channel', evidence: 'channel id' },
    {
      name: 'an annotated name, not its type',
      marked: `guild: int = ⟦${A}⟧`,
      languageId: 'python',
      kind: 'guild',
      evidence: 'guild',
    },
    {
      name: 'a person-like word alone is weak',
      marked: `ADMIN = ⟦${A}⟧`,
      languageId: 'python',
      kind: 'user',
      strength: 'weak',
      evidence: 'ADMIN',
    },
  ],
});
