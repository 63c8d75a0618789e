import assert from 'node:assert/strict';
import { splitNameWords } from '../../../src/ids/nameWords';

describe('splitNameWords', () => {
  const cases: [string, string[]][] = [
    ['guild_id', ['guild', 'id']],
    ['guildId', ['guild', 'id']],
    ['GUILD_ID', ['guild', 'id']],
    ['guild-id', ['guild', 'id']],
    ['guild.id', ['guild', 'id']],
    ['GuildID', ['guild', 'id']],
    ['targetUserId', ['target', 'user', 'id']],
    ['URLPath', ['url', 'path']],
    ['Guild ID', ['guild', 'id']],
    ['$guildId', ['guild', 'id']],
    ['user2Id', ['user2', 'id']],
    ['__proto__', ['proto']],
    ['', []],
    ['usuárioId', ['usuario', 'id']],
    ['CANAL_DE_AVISOS', ['canal', 'de', 'avisos']],
    ['ÚltimoCanal', ['ultimo', 'canal']],
    // A lone 's' after capitals is their plural, not a word of its own.
    ['Blackhole channel IDs', ['blackhole', 'channel', 'ids']],
    ['roleIDsToCheck', ['role', 'ids', 'to', 'check']],
    ['URLs', ['urls']],
  ];
  for (const [name, words] of cases)
    it(`${JSON.stringify(name)} -> ${words.join(' ')}`, () => assert.deepEqual(splitNameWords(name), words));
});
