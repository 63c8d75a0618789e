// The structure an id sits in, read the same way across languages: a list's later items carry the name its first
// item reads, a bracketless value list the name before it, a statement spread over lines the name it assigns, and a
// call's positional argument the name of its parameter in a function the same text declares. One table per mechanism.
import assert from 'node:assert/strict';
import { parameterOfArgument } from '../../../src/ids/readers/callArguments';
import { statementAssignee } from '../../../src/ids/readers/statementName';
import { bracketlessListStart } from '../../../src/ids/readers/valueList';
import { ID17, ID18, ID19 } from './detectionCases';
import { describeKindTables, type KindCase } from './typedCaseCheck';

const A = ID18;
const B = ID19;
const C = ID17;

const listItems: KindCase[] = [
  {
    name: 'Python: the second item of `in [a, b]`',
    marked: `if ctx.guild.id in [${A}, ⟦${B}⟧]:\n    return`,
    kind: 'guild',
    languageId: 'python',
  },
  {
    name: 'Python: the third item of `not in (a, b, c)`',
    marked: `if message.channel.id not in (${A}, ${B}, ⟦${C}⟧):`,
    kind: 'channel',
    languageId: 'python',
  },
  {
    name: 'JS: includes on a list compared with a name',
    marked: `if (interaction.guildId == [${A}, ⟦${B}⟧]) {}`,
    kind: 'guild',
    languageId: 'javascript',
  },
  {
    name: 'Kotlin: the items of a list after `in`',
    marked: `if (event.channel.id in listOf(${A}, ⟦${B}⟧)) return`,
    kind: 'channel',
    languageId: 'kotlin',
  },
  {
    name: 'Ruby: include? on a literal list named by its receiver',
    marked: `ROLE_IDS = [${A}, ⟦${B}⟧]`,
    kind: 'role',
    languageId: 'ruby',
  },
  {
    name: 'a person-like word before `in` does not name the list',
    marked: `if admin in [${A}, ⟦${B}⟧]:`,
    kind: 'unknown',
    languageId: 'python',
  },
];

const bracketlessLists: KindCase[] = [
  { name: '.env: GUILDS=a,b', marked: `GUILDS=${A},⟦${B}⟧\nOWNER=${C}`, kind: 'guild', languageId: 'dotenv' },
  {
    name: '.env: spaces after the commas',
    marked: `STAFF_ROLES=${A}, ${B}, ⟦${C}⟧`,
    kind: 'role',
    languageId: 'dotenv',
  },
  {
    name: 'properties: a dotted, kebab-case key',
    marked: `discord.staff-categories=${A},⟦${B}⟧`,
    kind: 'channel',
    languageId: 'properties',
  },
  { name: 'YAML: a flow scalar list', marked: `log_channels: ${A}, ⟦${B}⟧`, kind: 'channel', languageId: 'yaml' },
  { name: 'INI: quoted items', marked: `[bot]\nadmin_roles = "${A}", "⟦${B}⟧"`, kind: 'role', languageId: 'ini' },
  {
    name: 'Python: a tuple without parentheses',
    marked: `MOD_CHANNELS = ${A}, ⟦${B}⟧`,
    kind: 'channel',
    languageId: 'python',
  },
  { name: 'a comparison is not a list', marked: `x == ${A}, ⟦${B}⟧`, kind: 'unknown', languageId: 'python' },
  {
    name: 'INI/PHP arrays: the key without its empty brackets',
    marked: `allowedCategories[] = ${A}\nallowedCategories[] = ⟦${B}⟧ ; Lake`,
    kind: 'channel',
    languageId: 'ini',
  },
  {
    name: 'a log key after a colon is no type annotation',
    marked: `bucket 6e83:channel_id=⟦${A}⟧ Retry-After: 1000 ms`,
    kind: 'channel',
    languageId: 'log',
  },
];

const statements: KindCase[] = [
  {
    name: 'Kotlin: ?.let and ?: over three lines',
    marked: `val X_ROLE = env("X_ROLE")\n    ?.let { Snowflake(it) }\n    ?: Snowflake(⟦${A}⟧)`,
    kind: 'role',
    languageId: 'kotlin',
  },
  {
    name: 'Kotlin: a comment line inside the chain',
    marked: `val LOG_CHANNEL = env("LOG")\n    // fallback for tests\n    ?: Snowflake(⟦${A}⟧)`,
    kind: 'channel',
    languageId: 'kotlin',
  },
  {
    name: 'JS: a call broken after its (',
    marked: `const welcomeChannel = client.channels.cache.get(\n  '⟦${A}⟧',\n);`,
    kind: 'channel',
    languageId: 'javascript',
  },
  {
    name: 'Python: os.getenv with a default',
    marked: `STAFF_ROLE = int(os.getenv("STAFF_ROLE", ⟦${A}⟧))`,
    kind: 'role',
    languageId: 'python',
  },
  {
    name: 'Go: := with a parsed default',
    marked: `guildID := envOr("GUILD",\n\t"⟦${A}⟧")`,
    kind: 'guild',
    languageId: 'go',
  },
  {
    name: 'C#: ?? over two lines',
    marked: `var modRole = config.ModRole\n    ?? ⟦${A}⟧UL;`,
    kind: 'role',
    languageId: 'csharp',
  },
  {
    name: 'a blank line ends the statement',
    marked: `val X_ROLE = env("X")\n\nfoo(⟦${A}⟧)`,
    kind: 'unknown',
    languageId: 'kotlin',
  },
  {
    name: 'a finished statement above is not continued',
    marked: `val X_ROLE = env("X")\nprintln(⟦${A}⟧)`,
    kind: 'unknown',
    languageId: 'kotlin',
  },
];

const GO_SETUP = 'func setup(c *Client, s *Session, name string, channelId string, label string, roleId string) {}\n';
const callArguments: KindCase[] = [
  {
    name: 'Go: the fourth argument is channelId',
    marked: `${GO_SETUP}func main() {\n\tsetup(c, s, "hello", "⟦${A}⟧", "name", "${B}")\n}`,
    kind: 'channel',
    languageId: 'go',
  },
  {
    name: 'Go: the sixth argument is roleId',
    marked: `${GO_SETUP}func main() {\n\tsetup(c, s, "hello", "${A}", "name", "⟦${B}⟧")\n}`,
    kind: 'role',
    languageId: 'go',
  },
  {
    name: 'Go: a method with a receiver, called before it is declared',
    marked: `b.grant(s, "⟦${A}⟧")\n\nfunc (b *Bot) grant(s *Session, guildID string) {}`,
    kind: 'guild',
    languageId: 'go',
  },
  {
    name: 'Python: a method call skips self',
    marked: `def add(self, guild_id, role_id):\n    pass\n\nbot.add(${A}, ⟦${B}⟧)`,
    kind: 'role',
    languageId: 'python',
  },
  {
    name: 'Java: type before name',
    marked: `static void notify(long channelId, String text) {}\nnotify(⟦${A}⟧L, "hi");`,
    kind: 'channel',
    languageId: 'java',
  },
  {
    name: 'C#: an async method',
    marked: `public async Task Log(ulong guildId, ulong channelId) {}\nawait Log(${A}, ⟦${B}⟧);`,
    kind: 'channel',
    languageId: 'csharp',
  },
  {
    name: 'Kotlin: name before its type',
    marked: `fun ping(roleId: Long, times: Int) {}\nping(⟦${A}⟧, 3)`,
    kind: 'role',
    languageId: 'kotlin',
  },
  {
    name: 'TS: a function with defaults',
    marked: `function send(channelId: string, content = '') {}\nsend('⟦${A}⟧', 'x');`,
    kind: 'channel',
    languageId: 'typescript',
  },
  {
    name: 'PHP: $-named parameters',
    marked: `function ban(int $userId, string $why) {}\nban(⟦${A}⟧, 'spam');`,
    kind: 'user',
    languageId: 'php',
  },
  {
    name: 'a call with no declaration in the text says nothing',
    marked: `setup(c, s, "⟦${A}⟧")`,
    kind: 'unknown',
    languageId: 'go',
  },
  {
    name: 'a variadic parameter says nothing',
    marked: `func add(ids ...string) {}\nadd("⟦${A}⟧")`,
    kind: 'unknown',
    languageId: 'go',
  },
];

describe('the structure around an id, across languages', () => {
  describeKindTables([
    ['later list items carry the name the first reads', listItems],
    ['bracketless value lists carry the name before them', bracketlessLists],
    ['a statement over several lines is read back to the name it assigns', statements],
    ["a positional call argument takes its parameter's name", callArguments],
  ]);

  it('bracketlessListStart: where the list starts, only for a later item after = or :', () => {
    assert.equal(bracketlessListStart('X=1,2', 4, 0), 2);
    assert.equal(bracketlessListStart('X=1', 2, 0), undefined, 'the first item');
    assert.equal(bracketlessListStart('[1,2', 3, 0), undefined, 'a bracket');
    assert.equal(bracketlessListStart('a\n1,2', 4, 0), undefined, 'the line holds no name');
  });

  it('statementAssignee: reads no further than its lines', () => {
    assert.deepEqual(statementAssignee('val a_role = f(\n  1)', 18, 0)?.words, ['a', 'role']);
    const far = `val A_ROLE = f(\n${'  x +\n'.repeat(20)}  1)`;
    assert.equal(statementAssignee(far, far.length - 2, 0), undefined, 'past MAX_STATEMENT_LINES');
  });

  it('parameterOfArgument: looks for the declaration within the window only', () => {
    const text = `func f(channelId string) {}\n${' '.repeat(50)}f("1")`;
    const open = text.lastIndexOf('(');
    assert.deepEqual(parameterOfArgument(text, open, open + 1, 0, text.length), ['channel', 'id']);
    assert.equal(
      parameterOfArgument(text, open, open + 1, 30, text.length),
      undefined,
      'the declaration lies below lo',
    );
  });
});
