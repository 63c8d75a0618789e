// The declarations and statements around an id, read the same way across languages: the container a keyword declares
// (its body indented or its brace on a line of its own), a type written between a name and its value, names run
// together, lookups by id and naming arguments, a log's display name before its id, a switch's subject, an emoji kept
// as the string bots react with, and the comment that says what a group's ids are. One table per mechanism.
import { ID17, ID18, ID19 } from './detectionCases';
import { describeKindTables, type KindCase } from './typedCaseCheck';

const A = ID18;
const B = ID19;
const C = ID17;

const declaredContainers: KindCase[] = [
  {
    name: 'PHP: class constants, the brace under the class',
    marked: `class Roles\n{\n    const\n        HEAL = '${A}',\n        TANK = '⟦${B}⟧';\n}`,
    kind: 'role',
    languageId: 'php',
  },
  {
    name: 'Ruby: a module without braces',
    marked: `module Roles\n  Operators=${A}\n  Helper=⟦${B}⟧\nend`,
    kind: 'role',
    languageId: 'ruby',
  },
  {
    name: 'Ruby: the second module of a file',
    marked: `module Roles\n  Operators=${A}\nend\n\nmodule Emojis\n  XBOX = ⟦${B}⟧\nend`,
    kind: 'emoji',
    languageId: 'ruby',
  },
  {
    name: 'C#: a static class, Allman braces',
    marked: `namespace Bot\n{\n    public static class Channels\n    {\n        public const ulong Welcome = ⟦${A}⟧;\n    }\n}`,
    kind: 'channel',
    languageId: 'csharp',
  },
  {
    name: 'C#: an enum with a base type, Allman braces',
    marked: `public enum Roles : ulong\n{\n    Staff = ${A},\n    Muted = ⟦${B}⟧,\n}`,
    kind: 'role',
    languageId: 'csharp',
  },
  {
    name: 'Kotlin: an object',
    marked: `object Channels {\n    const val WELCOME = ⟦${A}⟧L\n}`,
    kind: 'channel',
    languageId: 'kotlin',
  },
  {
    name: 'Rust: a module of constants',
    marked: `pub mod guilds {\n    pub const TESTING: u64 = ⟦${A}⟧;\n}`,
    kind: 'guild',
    languageId: 'rust',
  },
  {
    name: 'TS: a namespace',
    marked: `export namespace Roles {\n  export const STAFF = '⟦${A}⟧';\n}`,
    kind: 'role',
    languageId: 'typescript',
  },
  {
    name: 'Python: a class by indentation',
    marked: `class Channels:\n    GENERAL = ⟦${A}⟧`,
    kind: 'channel',
    languageId: 'python',
  },
  {
    name: 'a container named for nothing names nothing',
    marked: `class Config\n{\n    const\n        HEAL = '⟦${A}⟧';\n}`,
    kind: 'unknown',
    languageId: 'php',
  },
  // Not the module's role: discordrb's User#on takes a server (librarySignatures.ts).
  {
    name: "Ruby: an id in a callback inside a module is not the module's constant",
    marked: `module EmojiRole\n  reaction_add(emoji: [X]) do |event|\n    alice = event.user.on(⟦${A}⟧)\n  end\nend`,
    kind: 'guild',
    languageId: 'ruby',
  },
  {
    name: 'Kotlin: an enum class with a constructor, its entries named by the enum',
    marked: `enum class Channels(val id: Long) {\n    GENERAL(${A}),\n    WELCOME(⟦${B}⟧);\n}`,
    kind: 'channel',
    languageId: 'kotlin',
  },
  {
    name: 'Java: a person-like enum entry in an enum that names a kind',
    marked: `public enum Roles implements HasId {\n    ADMIN(⟦${A}⟧L),\n    MOD(${B}L);\n}`,
    kind: 'role',
    languageId: 'java',
  },
  {
    name: 'Kotlin: an object with a supertype',
    marked: `object Guilds : IdTable() {\n    val MAIN = ⟦${A}⟧L\n}`,
    kind: 'guild',
    languageId: 'kotlin',
  },
  {
    name: 'a person-like enum entry in an enum that names nothing stays a user',
    marked: `enum Staff {\n    ADMIN(⟦${A}⟧L);\n}`,
    kind: 'user',
    languageId: 'java',
  },
  {
    name: 'a class named for the bot does not make its owner the application',
    marked: `class MyBot\n{\n    const OWNER = '⟦${A}⟧';\n}`,
    kind: 'user',
    languageId: 'php',
  },
  {
    name: 'a person-like name in a container that names a kind',
    marked: `module Roles\n  Admin=⟦${C}⟧\nend`,
    kind: 'role',
    languageId: 'ruby',
  },
];

const declaredTypes: KindCase[] = [
  {
    name: 'Go: const with a string type',
    marked: `const LogsChannel string = "⟦${A}⟧"`,
    kind: 'channel',
    languageId: 'go',
  },
  {
    name: 'Go: a typed member of a const block',
    marked: `const (\n\tStaffRole  string = "${A}"\n\tMutedRole  string = "⟦${B}⟧"\n)`,
    kind: 'role',
    languageId: 'go',
  },
  { name: 'Go: var with an integer type', marked: `var testGuild uint64 = ⟦${A}⟧`, kind: 'guild', languageId: 'go' },
  {
    name: "Go: a library's Snowflake type",
    marked: `var WelcomeChannel discord.Snowflake = ⟦${A}⟧`,
    kind: 'channel',
    languageId: 'go',
  },
  {
    name: 'a type word with no name before it is not skipped',
    marked: `string = "⟦${A}⟧"`,
    kind: 'unknown',
    languageId: 'go',
  },
];

const runTogetherNames: KindCase[] = [
  {
    name: 'properties: lowercase welcomechannel',
    marked: `welcomechannel=⟦${A}⟧`,
    kind: 'channel',
    languageId: 'properties',
  },
  { name: '.env: SCREAMING STAFFROLE', marked: `STAFFROLE=⟦${A}⟧`, kind: 'role', languageId: 'dotenv' },
  {
    name: 'YAML: a plural, ticketcategories',
    marked: `ticketcategories:\n  - ⟦${A}⟧`,
    kind: 'channel',
    languageId: 'yaml',
  },
  { name: 'INI: a log channel, modlog', marked: `[bot]\nmodlog = ⟦${A}⟧`, kind: 'channel', languageId: 'ini' },
  { name: 'Lua: testguild', marked: `local testguild = "⟦${A}⟧"`, kind: 'guild', languageId: 'lua' },
  {
    name: 'a word that merely ends in log (catalog) is no channel',
    marked: `catalog=⟦${A}⟧`,
    kind: 'unknown',
    languageId: 'properties',
  },
  {
    name: 'a kind word needs three letters of the name before it (parole)',
    marked: `parole=⟦${A}⟧`,
    kind: 'unknown',
    languageId: 'properties',
  },
  {
    name: 'people are not read from run-together names',
    marked: `superadmin=⟦${A}⟧`,
    kind: 'unknown',
    languageId: 'properties',
  },
];

const callsAndComparisons: KindCase[] = [
  {
    name: 'Java (JDA): getTextChannelById',
    marked: `jda.getTextChannelById(⟦${A}⟧L).sendMessage("hi").queue();`,
    kind: 'channel',
    languageId: 'java',
  },
  {
    name: 'Java: getRoleById inside another call',
    marked: `guild.addRoleToMember(member, guild.getRoleById("⟦${A}⟧")).queue();`,
    kind: 'role',
    languageId: 'java',
  },
  {
    name: 'Python: get_guild_by_id',
    marked: `guild = client.get_guild_by_id(⟦${A}⟧)`,
    kind: 'guild',
    languageId: 'python',
  },
  {
    name: 'PHP: define(name, value)',
    marked: `define('WELCOME_CHANNEL', '⟦${A}⟧');`,
    kind: 'channel',
    languageId: 'php',
  },
  {
    name: 'Python: os.getenv with a default',
    marked: `LOG = os.getenv("LOG_CHANNEL_ID", "⟦${A}⟧")`,
    kind: 'channel',
    languageId: 'python',
  },
  {
    name: 'JS: config.get(key, fallback)',
    marked: `const id = config.get("staffRole", "⟦${A}⟧");`,
    kind: 'role',
    languageId: 'javascript',
  },
  {
    name: 'a logging call does not make its argument a log channel',
    marked: `console.log("⟦${A}⟧");`,
    kind: 'unknown',
    languageId: 'javascript',
  },
  { name: 'a log channel by its key', marked: `modLog: "⟦${A}⟧",`, kind: 'channel', languageId: 'javascript' },
  {
    name: 'a naming string must be the first argument',
    marked: `send(ctx, "channel", "⟦${A}⟧")`,
    kind: 'unknown',
    languageId: 'python',
  },
  {
    name: 'Kotlin: compared through a Snowflake wrapper and ?.',
    marked: `if (event.guild?.id == Snowflake(⟦${A}⟧)) return`,
    kind: 'guild',
    languageId: 'kotlin',
  },
  {
    name: 'Go: the second of two != comparisons',
    marked: `if m.ChannelID != "${A}" && m.ChannelID != "⟦${B}⟧" {`,
    kind: 'channel',
    languageId: 'go',
  },
  {
    name: 'PHP: compared with a member read through ->',
    marked: `if ($author_guild->id == "⟦${A}⟧") {`,
    kind: 'guild',
    languageId: 'php',
  },
  {
    name: 'Java: compared with a chain of getters',
    marked: `if (event.getGuild().getIdLong() != ⟦${A}⟧L) return;`,
    kind: 'guild',
    languageId: 'java',
  },
  {
    name: 'C#: a dictionary initializer, its brace on the next line',
    marked: `var channels = new Dictionary<string, ulong>\n{\n    ["welcome"] = ${A},\n    ["general"] = ⟦${B}⟧,\n};`,
    kind: 'channel',
    languageId: 'csharp',
  },
];

const proseParentheses: KindCase[] = [
  {
    name: 'discord.py: "Logged in as … (ID: id)"',
    marked: `INFO discord.client: logging in using static token\nLogged in as MyBot#1234 (ID: ⟦${A}⟧)`,
    kind: 'application',
    languageId: 'log',
  },
  {
    name: 'discord.js: "Ready! Logged in as … (id)"',
    marked: `Ready! Logged in as Bot#0001 (⟦${A}⟧)`,
    kind: 'application',
    languageId: 'log',
  },
  {
    name: 'JDA: a #channel before its id',
    marked: `Received message in #general (⟦${A}⟧) from Someone`,
    kind: 'channel',
    languageId: 'log',
  },
  {
    name: 'DSharpPlus: "Guild available: Name (id)"',
    marked: `[Info] Guild available: Test Server (⟦${A}⟧)`,
    kind: 'guild',
    languageId: 'log',
  },
  {
    name: 'the kind word before a display name of two words',
    marked: `Someone#0001 (${A}) joined guild My Server (⟦${B}⟧)`,
    kind: 'guild',
    languageId: 'plaintext',
  },
  {
    name: 'past a preposition the words name something else',
    marked: `Deleted message from Some One (⟦${A}⟧)`,
    kind: 'unknown',
    languageId: 'log',
  },
  {
    name: 'a Name#1234 tag is a user',
    marked: `Message from Someone#0001 (⟦${A}⟧): hello`,
    kind: 'user',
    languageId: 'log',
  },
  {
    name: 'a call is not prose (no space before its parenthesis)',
    marked: `joined guild Test(⟦${A}⟧)`,
    kind: 'unknown',
    languageId: 'log',
  },
  {
    name: 'not in JSON, where the text is a string value',
    marked: `{"text": "joined guild Test (⟦${A}⟧)"}`,
    kind: 'unknown',
    languageId: 'json',
  },
];

const ownIdNames: KindCase[] = [
  {
    name: "JS: x_id in an object about a guild is not the guild's (first item)",
    marked: `guild_informations: {\n    id: "${B}",\n    staff_id: ["⟦${A}⟧", "${C}"],\n}`,
    kind: 'unknown',
    languageId: 'javascript',
  },
  {
    name: 'JS: … nor a later item of its list',
    marked: `guild_informations: {\n    staff_id: ["${A}", "⟦${C}⟧"],\n}`,
    kind: 'unknown',
    languageId: 'javascript',
  },
  {
    name: 'YAML: x_id under a parent about a guild',
    marked: `guildSettings:\n  staff_id: ⟦${A}⟧`,
    kind: 'unknown',
    languageId: 'yaml',
  },
  {
    name: 'JS: x_id in a block that holds the kind',
    marked: `channels: {\n    welcome_id: "⟦${A}⟧",\n}`,
    kind: 'channel',
    languageId: 'javascript',
  },
  {
    name: 'C#: XId in a class of role ids',
    marked: `public class RoleIds\n{\n    public const ulong PuddingId = ⟦${A}⟧;\n}`,
    kind: 'role',
    languageId: 'csharp',
  },
  {
    name: 'a plain name in an object about a guild still reads the guild',
    marked: `guild_informations: {\n    main: "⟦${A}⟧",\n}`,
    kind: 'guild',
    languageId: 'javascript',
  },
];

const caseLabels: KindCase[] = [
  {
    name: "Go: a second label of a case, case at its switch's indent",
    marked: `switch m.ChannelID {\ncase "${A}", "⟦${B}⟧":\n\treturn\n}`,
    kind: 'channel',
    languageId: 'go',
  },
  {
    name: 'Java: the subject a chain of getters',
    marked: `switch (event.getChannel().getIdLong()) {\n    case ${A}L:\n        break;\n    case ⟦${B}⟧L:\n        break;\n}`,
    kind: 'channel',
    languageId: 'java',
  },
  {
    name: "C#: the switch's brace on its own line",
    marked: `switch (ctx.Channel.Id)\n{\n    case ⟦${A}⟧:\n        break;\n}`,
    kind: 'channel',
    languageId: 'csharp',
  },
  {
    name: 'JS: quoted labels after an earlier case body',
    marked: `switch (interaction.guildId) {\n  case "${A}":\n    run();\n    break;\n  case "⟦${B}⟧":\n    break;\n}`,
    kind: 'guild',
    languageId: 'javascript',
  },
  {
    name: 'Kotlin: a when branch through a Snowflake wrapper',
    marked: `when (event.guildId) {\n    Snowflake(⟦${A}⟧) -> handleMain()\n}`,
    kind: 'guild',
    languageId: 'kotlin',
  },
  {
    name: 'Rust: a match arm',
    marked: `match msg.channel_id.get() {\n    ${A} => a(),\n    ⟦${B}⟧ => b(),\n    _ => {}\n}`,
    kind: 'channel',
    languageId: 'rust',
  },
  {
    name: 'Python: match / case',
    marked: `match interaction.channel_id:\n    case ${A}:\n        pass\n    case ⟦${B}⟧:\n        pass`,
    kind: 'channel',
    languageId: 'python',
  },
  {
    name: 'Ruby: case / when',
    marked: `case event.server.id\nwhen ${A}\n  x\nwhen ⟦${B}⟧\n  y\nend`,
    kind: 'guild',
    languageId: 'ruby',
  },
  {
    name: 'an id in a case body is not a label',
    marked: `switch cmd {\ncase "ping":\n\tlog("⟦${A}⟧")\n}`,
    kind: 'unknown',
    languageId: 'go',
  },
  {
    name: 'an else branch has no label',
    marked: `val x = when (guild) {\n    else -> ⟦${A}⟧L\n}`,
    kind: 'unknown',
    languageId: 'kotlin',
  },
];

const quotedEmoji: KindCase[] = [
  {
    name: 'PHP: a constant holding :name:id',
    marked: `const HEAL = ':Heal:⟦${A}⟧';`,
    kind: 'emoji',
    languageId: 'php',
  },
  {
    name: 'JS: react with an animated a:name:id',
    marked: `await message.react("a:party:⟦${B}⟧");`,
    kind: 'emoji',
    languageId: 'javascript',
  },
  {
    name: 'Python: a dict of reaction strings',
    marked: `REACTIONS = {"yes": ":yes:⟦${A}⟧"}`,
    kind: 'emoji',
    languageId: 'python',
  },
  {
    name: 'a key and an id in a string are not an emoji',
    marked: `cache.get("guild:⟦${A}⟧")`,
    kind: 'guild',
    languageId: 'javascript',
  },
  {
    name: 'the string must close right after the id',
    marked: `log(":x:⟦${A}⟧ deleted")`,
    kind: 'unknown',
    languageId: 'javascript',
  },
];

const commentPhrases: KindCase[] = [
  {
    name: 'YAML: a list under a key a comment names ("channel IDs")',
    marked: `# NOTE: Blackhole channel IDs\nblackholes:\n  - ${A}\n  - ⟦${B}⟧`,
    kind: 'channel',
    languageId: 'yaml',
  },
  {
    name: "YAML: a tag before the comment's first word",
    marked: `# NOTE: Channel of the join-leave log\nJLLog: ⟦${A}⟧`,
    kind: 'channel',
    languageId: 'yaml',
  },
  {
    name: 'TOML: "the IDs of the roles" over a second line, a person-like list name',
    marked: `# The IDs of the roles that have moderator permissions.\n# (E.g., your Minecraft operators)\nmoderators = [\n    "⟦${A}⟧"\n]`,
    kind: 'role',
    languageId: 'toml',
  },
  {
    name: 'properties: Portuguese "ID do canal"',
    marked: `# ID do canal de boas-vindas\nboasvindas=⟦${A}⟧`,
    kind: 'channel',
    languageId: 'properties',
  },
  {
    name: 'Python: "the ids of all your servers …" heading a group',
    marked: `# the ids of all your servers we test on\nMAIN = ${A}\nTEST = ⟦${B}⟧`,
    kind: 'guild',
    languageId: 'python',
  },
  {
    name: 'YAML: a parent key named by the heading right above it, past a blank line among its children',
    marked: `# Role IDs\nstaff:\n  admin: ${B}\n\n  helper: ⟦${A}⟧`,
    kind: 'role',
    languageId: 'yaml',
  },
  {
    name: 'INI: a section named by a ; heading above it',
    marked: `; Channels\n[main]\nwelcome = ${B}\n\ngeneral = ⟦${A}⟧`,
    kind: 'channel',
    languageId: 'ini',
  },
  {
    name: 'a sentence over a module describes the file, not its constants',
    marked: `# Constants used by many parts of the bot.\nmodule Constants\n  X = ${B}\n\n  WILDCARD = ⟦${A}⟧\nend`,
    kind: 'unknown',
    languageId: 'ruby',
  },
  {
    name: 'a commented-out printout does not lead on to the comment above it',
    marked: `# channel=<TextChannel id=${A} name='general'>\n# type=<MessageType.default: 0>\n# author=<Member id=⟦${B}⟧ name='x'>`,
    kind: 'user',
    languageId: 'python',
  },
];

describe('the declarations around an id, across languages', () => {
  describeKindTables([
    ['a container a keyword declares names its constants', declaredContainers],
    ['a type between a name and its value', declaredTypes],
    ['a name run together ends in the kind word', runTogetherNames],
    ['calls by id, naming arguments, wrapped comparisons, initializers', callsAndComparisons],
    ["a log's display name and its id in parentheses", proseParentheses],
    ["a case label is named by its switch's subject", caseLabels],
    ['a name with its own id is named by a block only if the block holds that kind', ownIdNames],
    ['an emoji kept as the string bots react with', quotedEmoji],
    ["a comment's id phrase, over the lines of a heading comment", commentPhrases],
  ]);
});
