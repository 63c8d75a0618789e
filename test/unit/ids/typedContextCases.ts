// The typed-context table: each case marks one id with ⟦ ⟧ and gives the kind its context says. Grouped
// by signal: chat markup, URL paths, names before the value (every naming style), JSON and code
// structure, and negatives (contexts that say "not a user", or say nothing).
import type { IdKind } from '../../../src/ids/idKind';
import { ID17, ID18, ID19 } from './detectionCases';

export interface TypedCase {
  name: string;
  marked: string;
  kind: IdKind;
  languageId?: string;
}

const G = ID18; // a guild-era id
const C = ID19;
const M = ID17;

export const markupCases: TypedCase[] = [
  { name: 'user mention', marked: `hi <@⟦${G}⟧>!`, kind: 'user' },
  { name: 'nickname mention', marked: `<@!⟦${G}⟧>`, kind: 'user' },
  { name: 'role mention', marked: `ping <@&⟦${G}⟧>`, kind: 'role' },
  { name: 'channel mention', marked: `see <#⟦${C}⟧>`, kind: 'channel' },
  { name: 'custom emoji', marked: `<:blobwave:⟦${G}⟧>`, kind: 'emoji' },
  { name: 'animated emoji', marked: `<a:party_parrot:⟦${G}⟧>`, kind: 'emoji' },
  { name: 'slash command mention', marked: `run </ping:⟦${C}⟧>`, kind: 'command' },
  { name: 'subcommand mention', marked: `</ban user add:⟦${C}⟧>`, kind: 'command' },
  {
    name: 'role mention inside a JSON string',
    marked: `{"content": "hey <@&⟦${G}⟧>", "user_id": "${C}"}`,
    kind: 'role',
    languageId: 'json',
  },
  { name: 'markup wins over the name before it', marked: `user_id=<#⟦${G}⟧>`, kind: 'channel' },
];

export const urlCases: TypedCase[] = [
  { name: 'message link: guild', marked: `https://discord.com/channels/⟦${G}⟧/${C}/${M}`, kind: 'guild' },
  { name: 'message link: channel', marked: `https://discord.com/channels/${G}/⟦${C}⟧/${M}`, kind: 'channel' },
  { name: 'message link: message', marked: `https://discord.com/channels/${G}/${C}/⟦${M}⟧`, kind: 'message' },
  { name: 'canary channel link: guild', marked: `https://canary.discord.com/channels/⟦${G}⟧/${C}`, kind: 'guild' },
  { name: 'ptb message link: message', marked: `(https://ptb.discord.com/channels/${G}/${C}/⟦${M}⟧)`, kind: 'message' },
  {
    name: 'discordapp.com DM link: channel',
    marked: `https://discordapp.com/channels/@me/⟦${C}⟧/${M}`,
    kind: 'channel',
  },
  { name: 'guild link alone', marked: `https://discord.com/channels/⟦${G}⟧`, kind: 'guild' },
  { name: 'web route without host, id after it', marked: `route=/channels/⟦${G}⟧/${C}`, kind: 'guild' },
  { name: 'profile link', marked: `https://discord.com/users/⟦${G}⟧`, kind: 'user' },
  {
    name: 'Steam profile link: a SteamID64',
    marked: `https://steamcommunity.com/profiles/⟦76561199113454789⟧`,
    kind: 'other',
  },
  { name: 'tweet link: a status id', marked: `https://x.com/discord/status/⟦${C}⟧`, kind: 'other' },
  { name: 'twitter.com status link', marked: `https://twitter.com/discord/status/⟦${C}⟧?s=20`, kind: 'other' },
  { name: 'REST path in an error log: channel', marked: `path: '/channels/⟦${G}⟧/messages/${C}',`, kind: 'channel' },
  {
    name: 'REST path in an error log: member',
    marked: `PUT /api/v10/guilds/${C}/members/⟦${G}⟧/roles/${M}`,
    kind: 'user',
  },
  { name: 'API user', marked: `GET /api/v10/users/⟦${G}⟧ 200`, kind: 'user' },
  { name: 'API guild without prefix', marked: `PATCH /guilds/⟦${G}⟧ 204`, kind: 'guild' },
  {
    name: 'API channel then messages: channel',
    marked: `https://discord.com/api/v10/channels/⟦${C}⟧/messages/${M}`,
    kind: 'channel',
  },
  { name: 'API channel then messages: message', marked: `/channels/${C}/messages/⟦${M}⟧`, kind: 'message' },
  { name: 'API channel, no host, word after', marked: `GET /channels/⟦${C}⟧/pins`, kind: 'channel' },
  { name: 'API member', marked: `PUT /guilds/${G}/members/⟦${M}⟧/roles/${C}`, kind: 'user' },
  { name: 'API role', marked: `PUT /guilds/${G}/members/${M}/roles/⟦${C}⟧`, kind: 'role' },
  { name: 'webhook URL', marked: `https://discord.com/api/webhooks/⟦${C}⟧/kKDdjXa1g9t`, kind: 'webhook' },
  { name: 'CDN emoji', marked: `https://cdn.discordapp.com/emojis/⟦${G}⟧.webp?size=64`, kind: 'emoji' },
  {
    name: 'CDN avatar',
    marked: `https://cdn.discordapp.com/avatars/⟦${G}⟧/a_1269e74af4df7417b13759eae50c83dc.gif`,
    kind: 'user',
  },
  {
    name: 'CDN guild icon',
    marked: `https://cdn.discordapp.com/icons/⟦${G}⟧/f64c482b807da4f539cff778d174971c.png`,
    kind: 'guild',
  },
  {
    name: 'CDN attachment: channel',
    marked: `https://cdn.discordapp.com/attachments/⟦${C}⟧/${M}/log.txt`,
    kind: 'channel',
  },
  {
    name: 'CDN attachment: attachment',
    marked: `https://cdn.discordapp.com/attachments/${C}/⟦${M}⟧/log.txt`,
    kind: 'other',
  },
  { name: 'media sticker', marked: `https://media.discordapp.net/stickers/⟦${G}⟧.png`, kind: 'sticker' },
  {
    name: 'CDN role icon',
    marked: `https://cdn.discordapp.com/role-icons/⟦${G}⟧/cf3ced8600b777c9486c6d8d84fb4327.png`,
    kind: 'role',
  },
  {
    name: 'CDN application icon',
    marked: `https://cdn.discordapp.com/app-icons/⟦${G}⟧/d6b51c21c48482d5b64aa4832d92fe14.png`,
    kind: 'application',
  },
  {
    name: 'CDN banner: user or guild, the path cannot tell',
    marked: `https://cdn.discordapp.com/banners/⟦${G}⟧/06c16474723fe537c283b8efa61a30c8.png`,
    kind: 'unknown',
  },
  {
    name: 'URL wins over a name before it',
    marked: `"icon_url": "https://cdn.discordapp.com/avatars/⟦${G}⟧/8ab559b8286e48270c04471ae382cd9d.jpg"`,
    kind: 'user',
  },
];

export const nameCases: TypedCase[] = [
  { name: 'snake_case with =', marked: `guild_id=⟦${G}⟧`, kind: 'guild' },
  { name: 'camelCase with :', marked: `guildId: ⟦${G}⟧`, kind: 'guild' },
  { name: 'quoted JSON key', marked: `"channel_id": "⟦${C}⟧"`, kind: 'channel' },
  { name: 'kebab-case with a space', marked: `message-id ⟦${M}⟧`, kind: 'message' },
  { name: 'dotted path', marked: `guild.id=⟦${G}⟧`, kind: 'guild' },
  { name: 'a plain word', marked: `added role ⟦${G}⟧`, kind: 'role' },
  { name: 'SCREAMING_CASE', marked: `GUILD_ID=⟦${G}⟧`, kind: 'guild' },
  { name: 'PascalCase with ID', marked: `GuildID = ⟦${G}⟧`, kind: 'guild' },
  { name: 'two words, "Guild ID:"', marked: `Guild ID: ⟦${G}⟧`, kind: 'guild' },
  { name: 'two words, "User ID:"', marked: `User ID: ⟦${G}⟧`, kind: 'user' },
  { name: 'user_id', marked: `user_id=⟦${G}⟧`, kind: 'user' },
  { name: 'userId', marked: `{ userId: "⟦${G}⟧" }`, kind: 'user' },
  { name: 'authorId', marked: `authorId=⟦${G}⟧`, kind: 'user' },
  { name: 'owner_id', marked: `"owner_id": "⟦${G}⟧"`, kind: 'user' },
  { name: 'member.id', marked: `member.id = ⟦${G}⟧`, kind: 'user' },
  { name: 'target_user_id', marked: `target_user_id=⟦${G}⟧`, kind: 'user' },
  { name: 'creator_id', marked: `"creator_id": "⟦${G}⟧"`, kind: 'user' },
  { name: 'inviter', marked: `inviter=⟦${G}⟧`, kind: 'user' },
  { name: 'recipient', marked: `recipient: ⟦${G}⟧`, kind: 'user' },
  { name: 'account_id', marked: `account_id=⟦${G}⟧`, kind: 'user' },
  { name: 'a log line: joined guild', marked: `2026-11-22T10:15:30Z INFO joined guild ⟦${G}⟧ in 12ms`, kind: 'guild' },
  { name: 'a log line: kicked user', marked: `kicked user ⟦${M}⟧ from guild ${G}`, kind: 'user' },
  { name: 'a log line: message in a channel', marked: `Message ${M} deleted in channel ⟦${C}⟧`, kind: 'channel' },
  { name: 'XML element', marked: `<guild_id>⟦${G}⟧</guild_id>`, kind: 'guild' },
  { name: 'Ruby hash rocket', marked: `:channel_id => ⟦${C}⟧`, kind: 'channel' },
  { name: 'PHP variable', marked: `$guildId = ⟦${G}⟧;`, kind: 'guild' },
  { name: 'SQL comparison', marked: `WHERE guild_id = ⟦${G}⟧`, kind: 'guild' },
  { name: 'SQL IN list, first value', marked: `WHERE role_id IN (⟦${G}⟧, ${C})`, kind: 'role' },
  { name: 'query string', marked: `https://example.com/stats?guild_id=⟦${G}⟧&range=7d`, kind: 'guild' },
  {
    name: 'OAuth2 client_id',
    marked: `https://discord.com/oauth2/authorize?client_id=⟦${G}⟧&scope=bot`,
    kind: 'application',
  },
  { name: 'YAML with single quotes', marked: `channel_id: '⟦${C}⟧'`, kind: 'channel' },
  { name: 'escaped JSON inside a log string', marked: `msg="{\\"user_id\\":\\"⟦${G}⟧\\"}"`, kind: 'user' },
  { name: 'Kotlin Long literal', marked: `val guildId = ⟦${G}⟧L`, kind: 'guild' },
  {
    name: 'discord.py repr of a member',
    marked: `<Member id=⟦${G}⟧ name='Nelly' global_name=None bot=False>`,
    kind: 'user',
  },
  {
    name: 'discord.py repr of a text channel',
    marked: `<TextChannel id=⟦${C}⟧ name='general' position=0>`,
    kind: 'channel',
  },
  { name: 'discord.py repr of a role', marked: `<Role id=⟦${G}⟧ name='Moderator'>`, kind: 'role' },
  { name: 'discord.js users.fetch', marked: `await client.users.fetch('⟦${G}⟧')`, kind: 'user' },
  { name: 'discord.js channels.cache.get', marked: `guild.channels.cache.get('⟦${C}⟧')`, kind: 'channel' },
  { name: 'call named for the kind', marked: `getGuild(⟦${G}⟧n)`, kind: 'guild' },
  { name: 'last_message_id', marked: `"last_message_id": "⟦${M}⟧"`, kind: 'message' },
  { name: 'application_id', marked: `application_id=⟦${G}⟧`, kind: 'application' },
  { name: 'webhookId', marked: `webhookId: ⟦${G}⟧`, kind: 'webhook' },
  { name: 'emoji_id', marked: `"emoji_id": "⟦${G}⟧"`, kind: 'emoji' },
  { name: 'stickerId', marked: `stickerId=⟦${G}⟧`, kind: 'sticker' },
  { name: 'command_id', marked: `command_id: ⟦${G}⟧`, kind: 'command' },
  { name: 'thread_id (threads are channels)', marked: `thread_id=⟦${C}⟧`, kind: 'channel' },
  { name: "parent_id (a channel's category)", marked: `"parent_id": "⟦${C}⟧"`, kind: 'channel' },
  { name: 'guild_ids array, first element', marked: `"guild_ids": ["⟦${G}⟧", "${C}"]`, kind: 'guild' },
];

export const structureCases: TypedCase[] = [
  { name: 'id in author', marked: `{"author": {"id": "⟦${G}⟧", "bot": false}}`, kind: 'user' },
  { name: 'id in user', marked: `{"user": {"id": "⟦${G}⟧"}, "guild_id": "${C}"}`, kind: 'user' },
  { name: 'id in owner', marked: `{"owner": {"avatar": null, "id": "⟦${G}⟧"}}`, kind: 'user' },
  { name: 'id in mentions[]', marked: `{"mentions": [{"id": "${C}"}, {"id": "⟦${G}⟧"}]}`, kind: 'user' },
  { name: 'id in recipients[]', marked: `{"recipients": [{"id": "⟦${G}⟧"}]}`, kind: 'user' },
  { name: 'id in member.user', marked: `{"member": {"roles": [], "user": {"id": "⟦${G}⟧"}}}`, kind: 'user' },
  { name: 'id in guild', marked: `{"guild": {"id": "⟦${G}⟧", "name": "x"}}`, kind: 'guild' },
  { name: 'id in channel', marked: `{"channel": {"id": "⟦${C}⟧", "name": "general"}}`, kind: 'channel' },
  { name: 'id in thread', marked: `{"thread": {"id": "⟦${C}⟧"}}`, kind: 'channel' },
  { name: 'id in message', marked: `{"message": {"id": "⟦${M}⟧"}}`, kind: 'message' },
  { name: 'id in referenced_message', marked: `{"referenced_message": {"id": "⟦${M}⟧"}}`, kind: 'message' },
  { name: 'id in roles[]', marked: `{"roles": [{"id": "⟦${G}⟧", "name": "@everyone"}]}`, kind: 'role' },
  { name: 'second element of roles[]', marked: `{"roles": ["${C}", "⟦${G}⟧"]}`, kind: 'role' },
  { name: 'mention_roles[]', marked: `{"mention_roles": ["${C}", "⟦${G}⟧"]}`, kind: 'role' },
  { name: 'id in emojis[]', marked: `{"emojis": [{"id": "⟦${G}⟧", "name": "blob"}]}`, kind: 'emoji' },
  {
    name: "id in a reaction's emoji",
    marked: `{"reactions": [{"count": 1, "emoji": {"id": "⟦${G}⟧", "name": "blob"}}]}`,
    kind: 'emoji',
  },
  { name: 'id in stickers[]', marked: `{"stickers": [{"id": "⟦${G}⟧"}]}`, kind: 'sticker' },
  { name: 'id in sticker_items[]', marked: `{"sticker_items": [{"id": "⟦${G}⟧", "name": "Wave"}]}`, kind: 'sticker' },
  { name: 'id in application', marked: `{"application": {"id": "⟦${G}⟧"}}`, kind: 'application' },
  { name: 'id in webhook', marked: `{"webhook": {"id": "⟦${G}⟧"}}`, kind: 'webhook' },
  { name: 'id in attachments[]', marked: `{"attachments": [{"id": "⟦${M}⟧", "filename": "a.png"}]}`, kind: 'other' },
  { name: 'id in interaction', marked: `{"interaction": {"id": "⟦${M}⟧", "type": 2}}`, kind: 'other' },
  { name: 'a key of resolved.users', marked: `{"resolved": {"users": {"⟦${G}⟧": {"username": "x"}}}}`, kind: 'user' },
  {
    name: 'top-level object shaped like a user',
    marked: `{"id": "⟦${G}⟧", "username": "nelly", "discriminator": "0"}`,
    kind: 'user',
  },
  {
    name: 'top-level object with global_name only after the id',
    marked: `{"id": "⟦${G}⟧", "global_name": "Nelly"}`,
    kind: 'user',
  },
  {
    name: 'top-level object shaped like a message',
    marked: `{"id": "⟦${M}⟧", "guild_id": "${G}", "content": "hi"}`,
    kind: 'message',
  },
  { name: 'object shaped like a role', marked: `[{"id": "⟦${G}⟧", "permissions": "0", "color": 0}]`, kind: 'role' },
  { name: 'object shaped like a guild', marked: `{"id": "⟦${G}⟧", "name": "x", "features": []}`, kind: 'guild' },
  {
    name: 'thread member stored as "member": its id is the thread',
    marked: `{"member": {"id": "⟦${C}⟧", "user_id": "${G}", "join_timestamp": "2021-01-01T00:00:00Z", "flags": 0}}`,
    kind: 'channel',
  },
  {
    name: 'permission overwrite of type 0',
    marked: `{"permission_overwrites": [{"id": "⟦${G}⟧", "type": 0, "allow": "0", "deny": "1024"}]}`,
    kind: 'role',
  },
  {
    name: 'permission overwrite of type 1',
    marked: `{"permission_overwrites": [{"type": 1, "id": "⟦${G}⟧", "allow": "1024", "deny": "0"}]}`,
    kind: 'user',
  },
  {
    name: 'gateway event name beside d',
    marked: `{"t": "MESSAGE_CREATE", "s": 3, "op": 0, "d": {"id": "⟦${M}⟧"}}`,
    kind: 'message',
  },
  {
    name: 'RPC event name after data',
    marked: `{"cmd": "DISPATCH", "data": {"id": "⟦${C}⟧", "name": "General"}, "evt": "CHANNEL_CREATE"}`,
    kind: 'channel',
  },
  {
    name: 'audit log target of a ban',
    marked: `{"target_id": "⟦${G}⟧", "user_id": "${C}", "action_type": 22}`,
    kind: 'user',
  },
  { name: 'audit log target of a role update', marked: `{"action_type": 31, "target_id": "⟦${G}⟧"}`, kind: 'role' },
  {
    name: 'audit log role change',
    marked: `{"changes": [{"new_value": [{"id": "⟦${G}⟧", "name": "mod"}], "key": "$add"}]}`,
    kind: 'role',
  },
  {
    name: 'message command target',
    marked: `{"data": {"name": "quote", "type": 3, "target_id": "⟦${M}⟧"}}`,
    kind: 'message',
  },
  { name: 'role option value', marked: `{"options": [{"name": "role", "type": 8, "value": "⟦${G}⟧"}]}`, kind: 'role' },
  {
    name: 'owner_id of a guild-owned entitlement',
    marked: `{"sku_id": "${C}", "owner_id": "⟦${G}⟧", "owner_type": 1}`,
    kind: 'guild',
  },
  {
    name: 'pretty-printed over several lines',
    marked: `{\n  "author": {\n    "username": "x",\n    "id": "⟦${G}⟧"\n  }\n}`,
    kind: 'user',
  },
  { name: 'JS object literal', marked: `const payload = { author: { id: '⟦${G}⟧' } };`, kind: 'user' },
  { name: 'Java toString', marked: `Message{id=${M}, author=User{id=⟦${G}⟧, name=x}}`, kind: 'user' },
  { name: 'Java toString, outer id', marked: `Message{id=⟦${M}⟧, author=User{id=${G}, name=x}}`, kind: 'message' },
  { name: 'Python dict', marked: `{'guild': {'id': ⟦${G}⟧, 'name': 'x'}}`, kind: 'guild' },
  { name: 'Kotlin data class', marked: `Guild(id=⟦${G}⟧, name=x)`, kind: 'guild' },
];

export const negativeTypedCases: TypedCase[] = [
  { name: 'a bare id says nothing', marked: `⟦${G}⟧`, kind: 'unknown' },
  { name: 'a word that names nothing', marked: `request ⟦${G}⟧ done`, kind: 'unknown' },
  { name: 'id= alone', marked: `id=⟦${G}⟧`, kind: 'unknown' },
  { name: '"with id"', marked: `failed with id ⟦${G}⟧`, kind: 'unknown' },
  { name: 'a key that names nothing', marked: `{"foo": "⟦${G}⟧"}`, kind: 'unknown' },
  { name: 'target_id without what targets it', marked: `"target_id": "⟦${G}⟧"`, kind: 'unknown' },
  { name: 'top-level id without a telling shape', marked: `{"id": "⟦${G}⟧", "name": "x"}`, kind: 'unknown' },
  { name: 'an unclosed mention is not markup', marked: `<@&⟦${G}⟧ and more`, kind: 'unknown' },
  { name: 'a 33-character emoji name is not markup', marked: `<:${'a'.repeat(33)}:⟦${G}⟧>`, kind: 'unknown' },
  { name: 'a path segment that names nothing', marked: `https://example.com/p/⟦${G}⟧`, kind: 'unknown' },
  {
    name: 'inside a JSON string, "id:" is prose, not a key',
    marked: `{"user": {"bio": "my id: ⟦${G}⟧"}}`,
    kind: 'unknown',
    languageId: 'json',
  },
  {
    name: 'a name ending in a preposition points past itself',
    marked: `"newcomerRoleFor": ["${C}", "⟦${G}⟧"]`,
    kind: 'unknown',
  },
  { name: '"min" bounds ids as often as counts', marked: `max id seen ${C}, min ⟦${M}⟧`, kind: 'unknown' },
  { name: 'user_count', marked: `user_count=⟦${G}⟧`, kind: 'other' },
  { name: 'channel_name', marked: `channel_name=⟦${G}⟧`, kind: 'other' },
  { name: 'member count in words', marked: `member count ⟦${G}⟧`, kind: 'other' },
  { name: 'nonce', marked: `"nonce": "⟦${G}⟧"`, kind: 'other' },
  { name: 'username', marked: `"username": "⟦${G}⟧"`, kind: 'other' },
  { name: 'a command version', marked: `"version": "⟦${G}⟧"`, kind: 'other' },
  { name: 'sku_id', marked: `"sku_id": "⟦${G}⟧"`, kind: 'other' },
  { name: 'interaction_id', marked: `interaction_id=⟦${G}⟧`, kind: 'other' },
  { name: 'created_at', marked: `created_at=⟦${G}⟧`, kind: 'other' },
  { name: 'guild_scheduled_event_id', marked: `"guild_scheduled_event_id": "⟦${G}⟧"`, kind: 'other' },
];

export const allTypedCases: TypedCase[] = [
  ...markupCases,
  ...urlCases,
  ...nameCases,
  ...structureCases,
  ...negativeTypedCases,
];
