// Round 5 (issue 26): what a language's grammar or Discord's own facts put between a name and its id, read the same way
// across languages: a C# property's accessor block, the digits in an emoji markup's name, a string that tags its id
// ("id:1"), a string of ids only (a list written as one value), the comment after a map entry keyed by an id, and the names Discord gives a new server's channels. One table per mechanism.
import { ID17, ID18, ID19 } from './detectionCases';
import { describeKindTables, type KindCase } from './typedCaseCheck';

const A = ID18;
const B = ID19;
const C = ID17;

const accessorBlocks: KindCase[] = [
  {
    name: 'C#: a get-only auto-property',
    marked: `public static ulong ModeratorChannel { get; } = ⟦${A}⟧;`,
    kind: 'channel',
    languageId: 'csharp',
  },
  {
    name: 'C#: get and set',
    marked: `public ulong StaffRole { get; set; } = ⟦${A}⟧;`,
    kind: 'role',
    languageId: 'csharp',
  },
  {
    name: 'C#: a private setter',
    marked: `public static ulong Guild { get; private set; } = ⟦${A}⟧UL;`,
    kind: 'guild',
    languageId: 'csharp',
  },
  {
    name: 'C#: an init accessor, in a class',
    marked: `public class Settings\n{\n    public ulong LogChannelId { get; init; } = ⟦${B}⟧;\n}`,
    kind: 'channel',
    languageId: 'csharp',
  },
  {
    name: 'C#: a person-like property stays a user',
    marked: `public static ulong Owner { get; } = ⟦${A}⟧;`,
    kind: 'user',
    languageId: 'csharp',
  },
  {
    name: 'a block with a body is not an accessor block',
    marked: `if (channel) { run(); } = ⟦${A}⟧;`,
    kind: 'unknown',
    languageId: 'csharp',
  },
];

const numericEmojiNames: KindCase[] = [
  {
    name: 'JS: the digits in the name of <:name:id>',
    marked: `.setTitle("<:⟦${A}⟧:${B}> Novo membro")`,
    kind: 'emoji',
    languageId: 'javascript',
  },
  {
    name: 'Python: an animated emoji named by digits',
    marked: `await ctx.send("<a:⟦${A}⟧:${B}> done")`,
    kind: 'emoji',
    languageId: 'python',
  },
  {
    name: 'Java: its id after a numeric name',
    marked: `embed.setTitle("<:${A}:⟦${B}⟧> Tag");`,
    kind: 'emoji',
    languageId: 'java',
  },
  {
    name: 'digits after <: with no emoji id after them are no emoji',
    marked: `"<:⟦${A}⟧: hello>"`,
    kind: 'unknown',
    languageId: 'javascript',
  },
  {
    name: 'a user mention beside them is still a user',
    marked: `"<:${A}:${B}> <@⟦${C}⟧>"`,
    kind: 'user',
    languageId: 'javascript',
  },
];

const taggedStrings: KindCase[] = [
  {
    name: 'Lua (DSharpPlus bridge): GetChannelAsync("id:…")',
    marked: `door = await(client.GetChannelAsync("id:⟦${A}⟧"))`,
    kind: 'channel',
    languageId: 'lua',
  },
  {
    name: 'Lua: GetRoleAsync("id:…")',
    marked: `r = await(guild.GetRoleAsync("id:⟦${A}⟧"))`,
    kind: 'role',
    languageId: 'lua',
  },
  {
    name: "Python: a key named by the tag's own kind",
    marked: `cache.get("guild:⟦${A}⟧")`,
    kind: 'guild',
    languageId: 'python',
  },
  {
    name: 'JS: a tagged id assigned to a name',
    marked: `const welcomeChannel = 'id:⟦${A}⟧';`,
    kind: 'channel',
    languageId: 'javascript',
  },
  {
    name: 'a tag naming no kind leaves the id a word of its string',
    marked: `redis.get("cooldown:⟦${A}⟧")`,
    kind: 'unknown',
    languageId: 'python',
  },
  { name: 'a user tag is a user', marked: `key = "user:⟦${A}⟧"`, kind: 'user', languageId: 'python' },
];

const defaultChannelNames: KindCase[] = [
  {
    name: 'Go: a const block member named general',
    marked: `const (\n\tgeneral       = "⟦${A}⟧"\n\thelp          = "${B}"\n)`,
    kind: 'channel',
    languageId: 'go',
  },
  { name: 'Go: betterHelp', marked: `const (\n\tbetterHelp    = "⟦${A}⟧"\n)`, kind: 'channel', languageId: 'go' },
  { name: 'YAML: welcome', marked: `welcome: ⟦${A}⟧`, kind: 'channel', languageId: 'yaml' },
  { name: 'Python: OFFTOPIC run together', marked: `OFFTOPIC = ⟦${A}⟧`, kind: 'channel', languageId: 'python' },
  { name: 'TOML: lounge', marked: `[channels]\nlounge = "⟦${A}⟧"`, kind: 'channel', languageId: 'toml' },
  {
    name: 'Go: a map whose statement names roles keys them by channel',
    marked: `var muteRoles = map[string]string{\n\tgeneral: "⟦${A}⟧",\n\thelp:    "${B}",\n}`,
    kind: 'role',
    languageId: 'go',
  },
  {
    name: 'Python: a dict of roles keyed by channel names',
    marked: `MUTE_ROLES = {\n    "general": ⟦${A}⟧,\n}`,
    kind: 'role',
    languageId: 'python',
  },
  {
    name: 'YAML: a roles block keyed by channel names',
    marked: `roles:\n  welcome: ⟦${A}⟧`,
    kind: 'role',
    languageId: 'yaml',
  },
  {
    name: 'a general: section holds owners too',
    marked: `general:\n  owner: ⟦${A}⟧`,
    kind: 'user',
    languageId: 'yaml',
  },
  {
    name: 'a default name before a person-like word does not make it a channel',
    marked: `GENERAL_ADMIN = ⟦${A}⟧`,
    kind: 'user',
    languageId: 'python',
  },
  { name: 'a welcome message is a message', marked: `welcome_message = ⟦${A}⟧`, kind: 'message', languageId: 'python' },
];

const stringLists: KindCase[] = [
  {
    name: '.env: a quoted list, its second item',
    marked: `ALLOWED_GUILDS = "${A},⟦${B}⟧"  # server ids`,
    kind: 'guild',
    languageId: 'dotenv',
  },
  {
    name: '.env: a quoted list, its first item',
    marked: `GUILD_IDS="⟦${A}⟧, ${B}"`,
    kind: 'guild',
    languageId: 'dotenv',
  },
  { name: 'YAML: a string of role ids', marked: `staff_roles: "${A} ⟦${B}⟧"`, kind: 'role', languageId: 'yaml' },
  {
    name: 'JS: an environment fallback split later',
    marked: `const channels = process.env.CHANNELS || '${A};⟦${B}⟧';`,
    kind: 'channel',
    languageId: 'javascript',
  },
  {
    name: 'Python: a list of admins in one string stays users',
    marked: `ADMINS = "${A},⟦${C}⟧"`,
    kind: 'user',
    languageId: 'python',
  },
  {
    name: 'a string with words in it is no list',
    marked: `channel = "${A} and ⟦${B}⟧"`,
    kind: 'unknown',
    languageId: 'python',
  },
];

const entryComments: KindCase[] = [
  {
    name: 'Lua: a table keyed by the id, the comment after its value',
    marked: `Groups = {\n    [ "⟦${A}⟧" ] = "group.admin", --// Role: Owner\n}`,
    kind: 'role',
    languageId: 'lua',
  },
  {
    name: 'Python: a dict keyed by the id',
    marked: `PERMS = {\n    ⟦${A}⟧: "admin",  # staff role\n}`,
    kind: 'role',
    languageId: 'python',
  },
  {
    name: 'PHP: an array keyed by the id',
    marked: `$levels = [\n    '⟦${A}⟧' => 'mod', // moderators channel\n];`,
    kind: 'channel',
    languageId: 'php',
  },
  {
    name: 'Ruby: a hash keyed by the id',
    marked: `LEVELS = {\n  ⟦${A}⟧ => :admin, # Guild: main\n}`,
    kind: 'guild',
    languageId: 'ruby',
  },
  {
    name: 'a comment after a call on the line says nothing of a key',
    marked: `PERMS = {\n    ⟦${A}⟧: grant(x, y),  # staff role\n}`,
    kind: 'unknown',
    languageId: 'python',
  },
];

describe('what grammar and Discord put between a name and its id, across languages', () => {
  describeKindTables([
    ["a C# property's accessor block between its name and value", accessorBlocks],
    ["the digits in the name of emoji markup are the emoji's", numericEmojiNames],
    ['a string that tags its id ("id:1", "guild:1")', taggedStrings],
    ["the names Discord gives a new server's channels", defaultChannelNames],
    ['a string of ids only is a list named by what names the string', stringLists],
    ['a map entry keyed by an id is named by the comment after its value', entryComments],
  ]);
});
