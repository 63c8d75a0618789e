// What the words of a name say: kind words inside run-together names and abbreviations, person-like words the
// block may overrule, namespace prefixes, function words, and other systems' numbers.
import assert from 'node:assert/strict';
import { kindOfWord, nameVerdict } from '../../../src/ids/idVocabulary';
import { splitNameWords } from '../../../src/ids/nameWords';

const verdictOf = (...names: string[]): ReturnType<typeof nameVerdict> => nameVerdict(names.map(splitNameWords));

describe('idVocabulary', () => {
  it('finds kind words run together with id or ids, and common abbreviations', () => {
    assert.equal(kindOfWord('channelids'), 'channel');
    assert.equal(kindOfWord('roleid'), 'role');
    assert.equal(kindOfWord('chan'), 'channel');
    assert.equal(kindOfWord('gid'), 'guild');
    assert.equal(kindOfWord('rid'), 'role');
    assert.equal(kindOfWord('paid'), undefined, 'a word that merely ends in id');
    for (const [name, kind] of [
      ['imageembed_channelids', 'channel'],
      ['lfs_roleid', 'role'],
      ['redditpub_dest_chan_id', 'channel'],
      ['YUNG_KAI_WORLD_GID', 'guild'],
      ['BOT_DEV_RID', 'role'],
      ['DISCORD_PY_GUILD', 'guild'],
      ['LOG_CHANNELS', 'channel'],
      ['supportChannel', 'channel'],
      ['clientId', 'application'],
      ['webhookUrl', 'other'],
    ] as const) {
      const verdict = verdictOf(name);
      assert.equal(verdict.type === 'kind' ? verdict.kind : verdict.type, kind, name);
    }
  });

  it('marks person-like words without an id as weak, and words with an id as not', () => {
    assert.deepEqual(verdictOf('ADMIN'), { type: 'kind', kind: 'user', word: 'admin', weak: true });
    assert.deepEqual(verdictOf('member'), { type: 'kind', kind: 'user', word: 'member', weak: true });
    assert.deepEqual(verdictOf('owner_id'), { type: 'kind', kind: 'user', word: 'owner' });
    assert.deepEqual(verdictOf('user'), { type: 'kind', kind: 'user', word: 'user' });
  });

  it('reads ROLE_ and CHANNEL_ as namespaces before a person-like or other word', () => {
    assert.deepEqual(verdictOf('ROLE_MEMBER'), { type: 'kind', kind: 'role', word: 'role' });
    assert.deepEqual(verdictOf('CHANNEL_RULES'), { type: 'kind', kind: 'channel', word: 'channel' });
    assert.deepEqual(verdictOf('member_role'), { type: 'kind', kind: 'role', word: 'role' });
  });

  it('cuts a name at a function word after its id, and skips one between a name and its id', () => {
    assert.deepEqual(verdictOf('ROLE_ID_TO_MENTION'), { type: 'kind', kind: 'role', word: 'role' });
    assert.deepEqual(verdictOf('channel', 'with', 'id'), { type: 'kind', kind: 'channel', word: 'channel' });
    assert.deepEqual(verdictOf('newcomerRoleFor'), { type: 'unrecognized' });
    assert.deepEqual(
      verdictOf('getTextChannelById'),
      { type: 'kind', kind: 'channel', word: 'channel' },
      'a lookup by id names what it looks up',
    );
    assert.deepEqual(verdictOf('fetch_member_by_id'), { type: 'kind', kind: 'user', word: 'member' });
    assert.deepEqual(
      verdictOf('sortedBy'),
      { type: 'unrecognized' },
      '"by" with no id after it still points past itself',
    );
    assert.deepEqual(verdictOf('user', 'said', 'hello'), { type: 'unrecognized' });
  });

  it("reads Discord's channel types, the bot's own id, abbreviations and Portuguese names in every naming style", () => {
    const table: [string, string][] = [
      ['insiderThreads', 'channel'],
      ['STAFF_CATEGORIES', 'channel'],
      ['forum-channel', 'channel'],
      ['stage_id', 'channel'],
      ['VOICE_CHANNEL', 'channel'],
      ['vcId', 'channel'],
      ['catId', 'channel'],
      ['announcementsChannel', 'channel'],
      ['news_channel_id', 'channel'],
      ['LORITTA_BOT_ID', 'application'],
      ['botId', 'application'],
      ['bot-ids', 'application'],
      ['applicationId', 'application'],
      ['sticker_ids', 'sticker'],
      ['webhookId', 'webhook'],
      ['scheduled_event_id', 'other'],
      ['integrationId', 'other'],
      ['gid', 'guild'],
      ['cid', 'channel'],
      ['rid', 'role'],
      ['uid', 'user'],
      ['msg_id', 'message'],
      ['cargoMod', 'role'],
      ['CARGO_VIP', 'role'],
      ['canal_logs', 'channel'],
      ['canais', 'channel'],
      ['servidorId', 'guild'],
      ['SERVIDORES', 'guild'],
      ['TIKTOK_ANNOUNCE_CH', 'channel'],
      ['categories__moderators', 'channel'],
      ['THREAD_MEMBERS', 'channel'],
      ['roles.admins', 'role'],
      ['GUILD_OWNER', 'user'],
      ['usuário', 'user'],
      ['usuarioId', 'user'],
      ['DONO_ID', 'user'],
      ['membroId', 'user'],
      ['mensagem_id', 'message'],
      // Log channels, by the name bots give them; the bot itself named with this/own/my/our.
      ['rolMuteado', 'role'],
      ['STARBOARD_ID', 'channel'],
      ['guildaPrincipal', 'guild'],
      ['figurinhas', 'sticker'],
      ['TicketLog', 'channel'],
      ['modLogs', 'channel'],
      ['JOIN_LEAVE_LOG', 'channel'],
      ['THIS_BOT', 'application'],
      ['ownBot', 'application'],
      ['MyBot', 'user'],
    ];
    for (const [name, kind] of table) {
      const verdict = verdictOf(name);
      assert.equal(verdict.type === 'kind' ? verdict.kind : verdict.type, kind, name);
    }
    // A value named by "bot" alone is the bot itself (weakly: a block naming a kind overrules it); a block named bot
    // (a payload's bot user) stays a weak person-like word, as the labels of the bot-code and payload corpora say.
    assert.deepEqual(
      verdictOf('bot'),
      { type: 'kind', kind: 'application', word: 'bot', weak: true },
      '"bot" alone naming a value is the bot itself',
    );
    assert.deepEqual(
      nameVerdict([['bot']], true),
      { type: 'kind', kind: 'user', word: 'bot', weak: true },
      '"bot" naming a block stays a weak person-like word',
    );
    assert.deepEqual(
      verdictOf('OTHER_BOT'),
      { type: 'kind', kind: 'user', word: 'bot', weak: true },
      'another bot is not this one',
    );
    assert.deepEqual(
      verdictOf('log_level'),
      { type: 'kind', kind: 'other', word: 'level' },
      'a log setting is no channel',
    );
    for (const call of ['log', 'console.log', 'logger.log', 'this.log'])
      assert.deepEqual(verdictOf(call), { type: 'unrecognized' }, `${call}: a logging call is no log channel`);
    // Once a word before it is not a logger, "log" is the channel's: a bot's log channel named after the bot.
    for (const name of ['impactBotLog', 'MY_BOT_LOG', 'serverClientLog'])
      assert.deepEqual(verdictOf(name), { type: 'kind', kind: 'channel', word: 'log' }, `${name}: a log channel`);
    assert.deepEqual(verdictOf('logs'), { type: 'kind', kind: 'channel', word: 'logs' }, 'a logs: key is');
    assert.deepEqual(verdictOf('dono'), { type: 'kind', kind: 'user', word: 'dono', weak: true });
  });

  it("names other systems' numbers as other", () => {
    for (const name of ['steam_id', 'steamId64', 'tweet_id', 'timestamp_ns', 'created_ns']) {
      const verdict = verdictOf(name);
      assert.equal(verdict.type === 'kind' && verdict.kind, 'other', name);
    }
  });
});
