// Round 6 (issue 26): what a call's own signature, an event's name or a comment's subject says of an id whose name says
// nothing, read the same way across languages. One table per mechanism.
import { ID17, ID18, ID19 } from './detectionCases';
import { describeKindTables, type KindCase } from './typedCaseCheck';

const A = ID18;
const B = ID19;
const C = ID17;

const predicateMarks: KindCase[] = [
  {
    name: 'Ruby (discordrb): a predicate with parentheses',
    marked: `if event.user.role?(⟦${A}⟧)   #NPC`,
    kind: 'role',
    languageId: 'ruby',
  },
  {
    name: 'Ruby: a predicate without parentheses',
    marked: `return unless member.role? ⟦${A}⟧`,
    kind: 'role',
    languageId: 'ruby',
  },
  { name: 'Ruby: a bang method', marked: `channel!(⟦${A}⟧)`, kind: 'channel', languageId: 'ruby' },
  {
    name: 'Ruby: a predicate on a person-like word stays a user',
    marked: `if server.member?(⟦${A}⟧)`,
    kind: 'user',
    languageId: 'ruby',
  },
  {
    name: 'TypeScript: an optional key',
    marked: `const defaults = { staffRole?: '⟦${A}⟧' };`,
    kind: 'role',
    languageId: 'typescript',
  },
  {
    name: 'a ternary spaced from its condition names nothing',
    marked: `const x = roleReady ? ⟦${A}⟧n : 0n;`,
    kind: 'unknown',
    languageId: 'typescript',
  },
  {
    name: 'Kotlin: a nullable type before the value is a type, not the name',
    marked: `val logChannel: Long? = ⟦${A}⟧`,
    kind: 'channel',
    languageId: 'kotlin',
  },
];

const commentSubjects: KindCase[] = [
  {
    name: 'JS: a trailing comment opening with an article',
    marked: `  log_id: '⟦${A}⟧', // The channel for log output (e.g. #moltres_log)`,
    kind: 'channel',
    languageId: 'javascript',
  },
  {
    name: 'Python: a possessive before the subject',
    marked: `TARGET = ⟦${A}⟧  # our role for muted people`,
    kind: 'role',
    languageId: 'python',
  },
  {
    name: 'Lua: a Portuguese article',
    marked: `destino = "⟦${A}⟧", -- O canal de avisos`,
    kind: 'channel',
    languageId: 'lua',
  },
  {
    name: 'Go: a heading comment opening with an article',
    marked: `// The guild the bot runs in\nvar home = "⟦${A}⟧"`,
    kind: 'guild',
    languageId: 'go',
  },
  {
    name: 'a person after the article stays a user',
    marked: `target = ⟦${A}⟧  # the user who gets the reports`,
    kind: 'user',
    languageId: 'python',
  },
  {
    name: 'an article before a word of no kind names nothing',
    marked: `target = ⟦${A}⟧  # the thing we watch`,
    kind: 'unknown',
    languageId: 'python',
  },
];

const printedEvents: KindCase[] = [
  {
    name: 'a Markdown-quoted log: escaped event name and arrow',
    marked: `MESSAGE\\_UPDATE -> {"flags":1,"guild\\_id":"${A}","id":"⟦${B}⟧","channel\\_id":"${C}"}`,
    kind: 'message',
    languageId: 'markdown',
  },
  {
    name: 'discord.js debug: an event and its payload',
    marked: `[WS => Shard 0] Received CHANNEL_UPDATE with payload {"id":"⟦${B}⟧","name":"general"}`,
    kind: 'channel',
    languageId: 'log',
  },
  {
    name: 'a pipe between a thread event and its object',
    marked: `2024-01-01 12:00 | THREAD_CREATE | {"id":"⟦${B}⟧","parent_id":"${A}"}`,
    kind: 'channel',
    languageId: 'log',
  },
  {
    name: 'Python log: USER_UPDATE stays a user',
    marked: `DEBUG:discord.gateway:USER_UPDATE -> {'id': '⟦${B}⟧'}`,
    kind: 'user',
    languageId: 'log',
  },
  {
    name: 'the author inside a message event stays a user',
    marked: `MESSAGE_CREATE -> {"id":"${A}","author":{"id":"⟦${B}⟧"}}`,
    kind: 'user',
    languageId: 'log',
  },
  {
    name: 'a SCREAMING word that is no event names nothing',
    marked: `DEBUG -> {"id":"⟦${B}⟧"}`,
    kind: 'unknown',
    languageId: 'log',
  },
  {
    name: 'Markdown: an escaped key reads as its name',
    marked: `guild\\_id: ⟦${B}⟧`,
    kind: 'guild',
    languageId: 'markdown',
  },
  {
    name: 'Markdown: an escaped label names its block',
    marked: `staff\\_roles {"mods": "⟦${B}⟧"}`,
    kind: 'role',
    languageId: 'markdown',
  },
];

const librarySignatures: KindCase[] = [
  {
    name: "Go (discordgo): GuildMember's first place is the guild",
    marked: `m, err := s.GuildMember("⟦${A}⟧", userID)`,
    kind: 'guild',
    languageId: 'go',
  },
  {
    name: "Go (discordgo): GuildMemberRoleAdd's third place is the role",
    marked: `s.GuildMemberRoleAdd(guildID, m.Author.ID, "⟦${A}⟧")`,
    kind: 'role',
    languageId: 'go',
  },
  {
    name: "Go (discordgo): GuildMemberRoleAdd's second place stays the user",
    marked: `s.GuildMemberRoleAdd(guildID, "⟦${A}⟧", roleID)`,
    kind: 'user',
    languageId: 'go',
  },
  {
    name: "Go (discordgo): MessageReactionAdd's emoji",
    marked: `s.MessageReactionAdd(channelID, messageID, "⟦${A}⟧")`,
    kind: 'emoji',
    languageId: 'go',
  },
  {
    name: 'Go (discordgo): UserChannelCreate opens a DM on a user',
    marked: `ch, _ := s.UserChannelCreate("⟦${A}⟧")`,
    kind: 'user',
    languageId: 'go',
  },
  {
    name: 'Ruby (discordrb): User#on(server)',
    marked: `member = event.user.on(⟦${A}⟧)`,
    kind: 'guild',
    languageId: 'ruby',
  },
  {
    name: 'Ruby (discordrb): Bot#send_message(channel, …)',
    marked: `bot.send_message(⟦${A}⟧, "Restarted")`,
    kind: 'channel',
    languageId: 'ruby',
  },
  {
    name: 'Rust (serenity): Http::add_member_role(guild, user, role)',
    marked: `http.add_member_role(${A}, ${B}, ⟦${C}⟧, None).await?;`,
    kind: 'role',
    languageId: 'rust',
  },
  {
    name: 'Rust (serenity): its user stays a user',
    marked: `http.add_member_role(${A}, ⟦${B}⟧, ${C}, None).await?;`,
    kind: 'user',
    languageId: 'rust',
  },
  {
    name: 'JS (discord.js): users.createDM(user)',
    marked: `const dm = await client.users.createDM('⟦${A}⟧');`,
    kind: 'user',
    languageId: 'javascript',
  },
  {
    name: 'JS (discord.js): message.react(emoji)',
    marked: `await message.react('⟦${A}⟧');`,
    kind: 'emoji',
    languageId: 'javascript',
  },
  {
    name: 'Java (JDA): openPrivateChannelById(user)',
    marked: `jda.openPrivateChannelById("⟦${A}⟧").queue();`,
    kind: 'user',
    languageId: 'java',
  },
  {
    name: 'C# (DSharpPlus): CreateDmChannelAsync(user)',
    marked: `var dm = await rest.CreateDmChannelAsync(⟦${A}⟧);`,
    kind: 'user',
    languageId: 'csharp',
  },
  {
    name: "a common method name on another receiver is not the library's",
    marked: `$(node).on('⟦${A}⟧')`,
    kind: 'unknown',
    languageId: 'javascript',
  },
  {
    name: "a function the same text declares wins over the library's",
    marked: `func GuildMember(userID string) {}\nGuildMember("⟦${A}⟧")`,
    kind: 'user',
    languageId: 'go',
  },
  {
    name: 'at any argument',
    marked: `func GuildMemberRoleAdd(g, u, channelID string) {}\nGuildMemberRoleAdd(g, u, "⟦${A}⟧")`,
    kind: 'channel',
    languageId: 'go',
  },
];

const botItself: KindCase[] = [
  {
    name: 'JS: a value named bot alone',
    marked: `module.exports = {\n  guild: "${A}",\n  bot: "⟦${B}⟧",\n};`,
    kind: 'application',
    languageId: 'javascript',
  },
  {
    name: 'an issue\'s prose: "with bot <id>"',
    marked: `Reported by someone (${A}) with bot ⟦${B}⟧`,
    kind: 'application',
    languageId: 'markdown',
  },
  {
    name: "Java: a bot's name run together with bot, then Id",
    marked: `public static final Long BlobotId = ⟦${B}⟧L;`,
    kind: 'application',
    languageId: 'java',
  },
  { name: 'Python: dynobot_id', marked: `dynobot_id = ⟦${B}⟧`, kind: 'application', languageId: 'python' },
  { name: 'a roles block keeps its Bot role', marked: `roles:\n  bot: ⟦${B}⟧`, kind: 'role', languageId: 'yaml' },
  {
    name: "a payload's bot object keeps its user",
    marked: `{"bot": {"id": "⟦${B}⟧", "username": "x"}}`,
    kind: 'user',
    languageId: 'json',
  },
  { name: 'a list of bots stays users', marked: `bots = [${A}, ⟦${B}⟧]`, kind: 'user', languageId: 'python' },
  { name: "a robot is not a bot's name", marked: `robot_id = ⟦${B}⟧`, kind: 'unknown', languageId: 'python' },
];

const sameIdElsewhere: KindCase[] = [
  {
    name: 'Lua: a table keyed by an id a role list names above',
    marked: `RoleList = {\n  {${A}, "CoreDev"},\n}\nGroups = {\n  [ "⟦${A}⟧" ] = "group.admin",\n}`,
    kind: 'role',
    languageId: 'lua',
  },
  {
    name: 'Python: constants copied into a class named for nothing',
    marked: `class RankRoles:\n    Mercenary = ${A}\n\nclass DeltaClass:\n    Mercenary = ⟦${A}⟧`,
    kind: 'role',
    languageId: 'python',
  },
  {
    name: 'Java: an INSERT below the update that names the column',
    marked: `// UPDATE servers SET x = 1 WHERE guild_id = ${A};\nString q = "INSERT INTO servers VALUES (⟦${A}⟧, 1)";`,
    kind: 'guild',
    languageId: 'java',
  },
  {
    name: 'YAML: an example line whose id a key above names',
    marked: `log_channel: ${B}\n# e.g. ⟦${B}⟧`,
    kind: 'channel',
    languageId: 'yaml',
  },
  {
    name: 'a copy that names a user wins over one that names a role',
    marked: `CHEFS=⟦${A}⟧\nMOD_ROLE_ID=${A}\nOWNER_ID=${A}`,
    kind: 'user',
    languageId: 'dotenv',
  },
  {
    name: 'a longer number holding the digits is no copy',
    marked: `role_id = 9${A}\nx = ⟦${A}⟧`,
    kind: 'unknown',
    languageId: 'python',
  },
  {
    name: 'a copy beyond the reach says nothing',
    marked: `role_id = ${A}\n${'# filler line of a long file\n'.repeat(200)}x = ⟦${A}⟧`,
    kind: 'unknown',
    languageId: 'python',
  },
];

const siblingConsensus: KindCase[] = [
  {
    name: 'Python: a constant among channel constants',
    marked: `WELCOME_CHANNEL = ${A}\nRULES_CHANNEL = ${B}\nMEMES = ⟦${C}⟧`,
    kind: 'channel',
    languageId: 'python',
  },
  {
    name: 'Go: a const block of channels',
    marked: `const (\n\tlogChannel = "${A}"\n\tmemes      = "⟦${C}⟧"\n\tmodChannel = "${B}"\n)`,
    kind: 'channel',
    languageId: 'go',
  },
  {
    name: 'Java: a role among role constants',
    marked: `public static final long STAFF_ROLE = ${A}L;\npublic static final long WILDCARD = ⟦${C}⟧L;\npublic static final long MUTED_ROLE = ${B}L;`,
    kind: 'role',
    languageId: 'java',
  },
  {
    name: 'Rust: typed constants with integer suffixes',
    marked: `const LOG_CHANNEL: u64 = ${A}u64;\nconst MEMES: u64 = ⟦${C}⟧_u64;\nconst MOD_CHANNEL: u64 = ${B}u64;`,
    kind: 'channel',
    languageId: 'rust',
  },
  {
    name: 'YAML: a key among role keys, past a comment line',
    marked: `staffRole: ${A}\n# see below\nwildcard: ⟦${C}⟧\nmutedRole: ${B}`,
    kind: 'role',
    languageId: 'yaml',
  },
  {
    name: 'a sibling named for a person lends nothing',
    marked: `module.exports = {\n  ownerId: '${A}',\n  logChannel: '${B}',\n  modChannel: '${B}',\n  brady: '⟦${C}⟧',\n}`,
    kind: 'unknown',
    languageId: 'javascript',
  },
  {
    name: 'an admin among them lends nothing either',
    marked: `LOG_CHANNEL = ${A}\nMOD_CHANNEL = ${B}\nADMIN = ${A}\nbrady = ⟦${C}⟧`,
    kind: 'unknown',
    languageId: 'python',
  },
  {
    name: 'a mixed group lends nothing',
    marked: `GUILD_ID = ${A}\nLOG_CHANNEL = ${B}\nbrady = ⟦${C}⟧`,
    kind: 'unknown',
    languageId: 'python',
  },
  {
    name: 'one named sibling is no consensus',
    marked: `LOG_CHANNEL = ${B}\nbrady = ⟦${C}⟧`,
    kind: 'unknown',
    languageId: 'python',
  },
  {
    name: 'a blank line ends the group',
    marked: `LOG_CHANNEL = ${A}\nMOD_CHANNEL = ${B}\n\nbrady = ⟦${C}⟧`,
    kind: 'unknown',
    languageId: 'python',
  },
];

describe("what a call's signature, an event or a comment says of an id its name does not", () => {
  describeKindTables([
    ["a major library's signature names each argument", librarySignatures],
    ["a bot's own id, named as the bot, is its application", botItself],
    ['an id nothing names takes the kind a nearby copy of it is given', sameIdElsewhere],
    ['a member whose name says nothing takes the kind its named siblings agree on', siblingConsensus],
    ['a predicate or bang mark glued to a name is part of it', predicateMarks],
    ['a gateway event printed before an object names its own id; Markdown-escaped names read as names', printedEvents],
    ["a comment's subject is its first word past an article", commentSubjects],
  ]);
});
