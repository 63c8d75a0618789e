// The enclosing name decides when nothing closer does: blocks, collections and their builders, annotated
// names, classes and objects, YAML and Python indentation parents, TOML/INI sections, HOCON blocks.
import assert from 'node:assert/strict';
import { annotatedLabel, kindFromEnclosing } from '../../../../src/ids/readers/enclosingName';
import { ID17, ID18, ID19 } from '../detectionCases';
import { checkKind, type KindCase } from '../typedCaseCheck';

const A = ID18;
const B = ID19;

const cases: KindCase[] = [
  {
    name: 'JS object block',
    marked: `module.exports = {\n  channels: {\n    welcome: '⟦${A}⟧',\n    logs: '${B}',\n  },\n};`,
    kind: 'channel',
    languageId: 'javascript',
  },
  {
    name: 'a block two levels up (guild: { main: { id } })',
    marked: `guild: {\n  main: {\n    id: "⟦${A}⟧",\n    url: "x",\n  },\n},`,
    kind: 'guild',
    languageId: 'javascript',
  },
  {
    name: 'a misleading key inside a named block (role: { member })',
    marked: `role: {\n  member: "⟦${A}⟧",\n},`,
    kind: 'role',
    languageId: 'javascript',
  },
  {
    name: 'any person-like key without an id is overruled by its block (creator in roles)',
    marked: `roles: {\n  admin: "${B}",\n  creator: "⟦${A}⟧",\n}`,
    kind: 'role',
    languageId: 'javascript',
  },
  {
    name: 'the closest name still wins (user_id inside channels)',
    marked: `channels: {\n  support: "${B}",\n  user_id: "⟦${A}⟧",\n}`,
    kind: 'user',
    languageId: 'javascript',
  },
  {
    name: 'a person-like key with no block that names a kind stays a user',
    marked: `const config = {\n  owner: '⟦${A}⟧',\n};`,
    kind: 'user',
    languageId: 'javascript',
  },
  {
    name: 'Kotlin listOf under a plural name',
    marked: `val ADMIN_ROLES = listOf(\n    ⟦${A}⟧L, // SparklyPower Admins\n    ${B}L,\n)`,
    kind: 'role',
    languageId: 'kotlin',
  },
  {
    name: 'Kotlin setOf of Snowflake(…) wrappers',
    marked: `private val HELPER_ROLES = setOf(\n    Snowflake(⟦${A}⟧L),\n)`,
    kind: 'role',
    languageId: 'kotlin',
  },
  {
    name: 'a wrapper after a commented element reads no name from the comment',
    marked: `val ADMIN_ROLES = listOf(\n    ${B}L, // SparklyPower Admins\n    Snowflake(⟦${A}⟧L),\n)`,
    kind: 'role',
    languageId: 'kotlin',
  },
  {
    name: 'Kotlin object with unsigned literals',
    marked: `object ChannelIds {\n    val connect = ⟦${A}⟧uL\n}`,
    kind: 'channel',
    languageId: 'kotlin',
  },
  {
    name: 'Kotlin object: a person-like name is overruled (object Roles { val MODS })',
    marked: `object Roles {\n    val MODS = ⟦${A}⟧\n}`,
    kind: 'role',
    languageId: 'kotlin',
  },
  {
    name: 'Java class constants',
    marked: `public class Role {\n    public static final String ADMIN = "⟦${A}⟧";\n}`,
    kind: 'role',
    languageId: 'java',
  },
  {
    name: 'Python annotated set',
    marked: `guilds_to_ban: set[int] = {\n    ⟦${A}⟧,  # R. Danny\n}`,
    kind: 'guild',
    languageId: 'python',
  },
  {
    name: 'Python list constant',
    marked: `GUILDS_TO_BAN = [\n    ⟦${A}⟧,  # CSSO HQ\n]`,
    kind: 'guild',
    languageId: 'python',
  },
  {
    name: 'Python dict whose keys are ids and values roles',
    marked: `"role_reaction": {\n    ${B}: ⟦${A}⟧,\n}`,
    kind: 'role',
    languageId: 'python',
  },
  {
    name: 'Python class body (indentation)',
    marked: `class Channels:\n    announcements: int = ⟦${A}⟧\n    rules: int = ${B}\n`,
    kind: 'channel',
    languageId: 'python',
  },
  {
    name: 'Python class with base and annotated name',
    marked: `class LogChannelIDs(Enum):\n    DELETE: int = ⟦${A}⟧\n`,
    kind: 'channel',
    languageId: 'python',
  },
  {
    name: 'a dict of role names',
    marked: `self.role_dict = {\n    'LIFETIME MEMBER': ⟦${A}⟧,\n}`,
    kind: 'role',
    languageId: 'python',
  },
  {
    name: 'Python keyword argument in a call',
    marked: `BMServerStatus(\n    channel_id=⟦${A}⟧,\n)`,
    kind: 'channel',
    languageId: 'python',
  },
  {
    name: 'Object.freeze block with a generic Id',
    marked: `export const Channels = Object.freeze({\n    GeekSquad: {Id: "⟦${A}⟧", Name: "#geek-squad"},\n});`,
    kind: 'channel',
    languageId: 'typescript',
  },
  {
    name: 'Rust typed id wrapper',
    marked: `pub const APP_ID: ApplicationId = ApplicationId::new(⟦${A}⟧);`,
    kind: 'application',
    languageId: 'rust',
  },
  {
    name: 'Rust annotated constant',
    marked: `pub const CHANNEL_ID: u64 = ⟦${A}⟧;`,
    kind: 'channel',
    languageId: 'rust',
  },
  {
    name: 'YAML parent key',
    marked: `roles:\n  moderators: ⟦${A}⟧\n  helpers: ${B}\n`,
    kind: 'role',
    languageId: 'yaml',
  },
  {
    name: 'YAML list under a parent',
    marked: `guild:\n  log_channels:\n    - ⟦${A}⟧\n`,
    kind: 'channel',
    languageId: 'yaml',
  },
  {
    name: "YAML list at its key's own indentation",
    marked: `mod_roles:\n- ⟦${A}⟧\n- ${B}\n`,
    kind: 'role',
    languageId: 'yaml',
  },
  {
    name: 'a log line at the left margin reads no parents',
    marked: `roles:\n2026-11-22 INFO cached ⟦${A}⟧`,
    kind: 'unknown',
    languageId: 'log',
  },
  { name: 'TOML section', marked: `[channels]\nannouncements = ⟦${A}⟧\n`, kind: 'channel', languageId: 'toml' },
  { name: 'INI dotted section', marked: `[discord.roles]\nsupport = "⟦${A}⟧"\n`, kind: 'role', languageId: 'ini' },
  {
    name: 'HOCON block mapping ids to ids (both sides)',
    marked: `rolesRemap {\n    "${B}" = ⟦${A}⟧\n}`,
    kind: 'role',
    languageId: 'plaintext',
  },
  {
    name: 'HOCON block: the key side',
    marked: `rolesRemap {\n    ⟦${A}⟧ = ${B}\n}`,
    kind: 'role',
    languageId: 'plaintext',
  },
  {
    name: 'Lua table',
    marked: `conf.guild = {\n    id = "${B}",\n    channels = { "⟦${A}⟧" }\n}`,
    kind: 'channel',
    languageId: 'lua',
  },
  {
    name: 'prose in parentheses is not a call: a person-like word stays a user',
    marked: `Lori's Server (owner ⟦${A}⟧) was banned`,
    kind: 'user',
    languageId: 'markdown',
  },
  {
    name: 'ids whose context says nothing stay unknown',
    marked: `values = [\n    ⟦${A}⟧,\n]`,
    kind: 'unknown',
    languageId: 'python',
  },
  {
    name: 'JSON keeps to the object shape: no parents read',
    marked: `{\n  "channels": {\n    "foo": {"id": "⟦${A}⟧"}\n  }\n}`,
    kind: 'unknown',
    languageId: 'json',
  },
];

describe('the enclosing name of an id', () => {
  for (const testCase of cases) it(`${testCase.name} -> ${testCase.kind}`, () => checkKind(testCase));

  it('reads an annotated name through its type: set[int], List<Long>, Long?', () => {
    // `at` is where the value starts: its opener, or the name of the call that builds it.
    for (const [line, at, name] of [
      [`guilds: set[int] = {`, 19, 'guilds'],
      [`val ids: List<Long> = listOf(`, 22, 'ids'],
      [`var owner: Long? = `, 19, 'owner'],
      [`x == {`, 5, undefined],
      [`x = {`, 4, undefined],
    ] as const) {
      assert.equal(annotatedLabel(line, at, 0)?.words.join('_'), name, line);
    }
  });

  it('reads nothing below lo: a block name outside the window does not decide', () => {
    const text = `channels: {\n${' '.repeat(200)}welcome: "${ID17}"\n}`;
    const valueStart = text.indexOf(ID17) - 1;
    assert.equal(kindFromEnclosing(text, valueStart, 0, text.length, false)?.kind, 'channel');
    assert.equal(kindFromEnclosing(text, valueStart, 20, text.length, false), undefined);
  });
});
