// The detection table shared by the findIdAt and findIdsInText tests. Each line marks the ids it contains
// with ⟦ ⟧; the marks are stripped before detection and give the expected id, start and end. A line with no
// marks contains no id.

/** Pinned clock: tests must not age as real time passes. */
export const NOW_MS = Date.UTC(2026, 10, 22);

/** Discord's documented examples and real-looking ids of each length. */
export const ID17 = '80351110224678912'; // 2015-08-10
export const ID18 = '175928847299117063'; // 2016-04-30
export const ID19 = '1167125644296069160'; // 2023-10-26
export const RECENT19 = '1440000000000000000'; // 2025-11-17
/** newestIdAt(NOW_MS): created exactly at NOW_MS, with every low bit set. One more is in the future. */
export const NEWEST_AT_NOW = '1573850500304994303';
export const FIRST_FUTURE = '1573850500304994304';
/** 2025-11-22 as nanoseconds since the Unix epoch: as a snowflake it decodes to 2028. */
export const NANOSECOND_TIMESTAMP = '1763769600000000000';

export interface DetectionCase {
  name: string;
  marked: string;
}

export const positiveCases: DetectionCase[] = [
  { name: 'Kotlin unsigned literals', marked: `val a = ⟦${ID19}⟧uL; val b = ⟦${ID18}⟧u` },
  { name: 'log line', marked: `2026-11-22T10:15:30.123Z INFO user ⟦${ID18}⟧ joined` },
  { name: 'log line with bracketed field', marked: `[INFO] [user:⟦${ID19}⟧] kicked` },
  { name: 'log line, two ids', marked: `guild=⟦${ID17}⟧ member=⟦${RECENT19}⟧ role added` },
  { name: 'JSON string value', marked: `{"id": "⟦${ID19}⟧", "name": "x"}` },
  { name: 'JSON number value', marked: `{"id": ⟦${ID19}⟧, "bot": false}` },
  { name: 'JSON number at object end', marked: `{"owner_id":⟦${ID18}⟧}` },
  { name: 'JSON array', marked: `[⟦${ID17}⟧,⟦${ID18}⟧,⟦${ID19}⟧]` },
  { name: 'escaped JSON inside a log string', marked: `msg="{\\"id\\":\\"⟦${ID19}⟧\\"}"` },
  { name: 'TS BigInt literal', marked: `const id = ⟦${ID19}⟧n;` },
  { name: 'TS BigInt literal in a call', marked: `lookup(⟦${ID18}⟧n)` },
  { name: 'TS BigInt() of a string', marked: `BigInt("⟦${ID19}⟧")` },
  { name: 'Kotlin Long literal', marked: `val id = ⟦${ID19}⟧L` },
  { name: 'Java long literal, lower-case l', marked: `long id = ⟦${ID18}⟧l;` },
  { name: 'C# unsigned long literals', marked: `ulong a = ⟦${ID18}⟧UL, b = ⟦${ID19}⟧lu, c = ⟦${ID17}⟧Lu;` },
  { name: 'C and C++ long long literals', marked: `uint64_t a = ⟦${ID18}⟧ULL, b = ⟦${ID19}⟧ll, c = ⟦${ID17}⟧LLU;` },
  {
    name: 'Rust typed literals',
    marked: `ChannelId::new(⟦${ID18}⟧u64), RoleId(⟦${ID19}⟧_u64), ⟦${ID17}⟧i64, ⟦${ID18}⟧_usize`,
  },
  { name: 'Java long literal', marked: `long id = ⟦${ID18}⟧L;` },
  { name: 'Python assignment with comment', marked: `user_id = ⟦${ID19}⟧  # the owner` },
  { name: 'SQL IN list', marked: `WHERE id IN (⟦${ID17}⟧, ⟦${ID18}⟧)` },
  { name: 'user mention', marked: `hello <@⟦${ID18}⟧>!` },
  { name: 'nickname mention', marked: `<@!⟦${ID18}⟧>` },
  { name: 'channel mention', marked: `see <#⟦${ID19}⟧>` },
  { name: 'custom emoji', marked: `<:blob:⟦${ID18}⟧>` },
  { name: 'URL path end', marked: `https://discord.com/users/⟦${ID19}⟧` },
  { name: 'URL path with trailing slash', marked: `https://discord.com/users/⟦${ID19}⟧/` },
  {
    name: 'URL path segment',
    marked: `https://cdn.discordapp.com/avatars/⟦${ID18}⟧/a_1269e74af4df7417b13759eae50c83dc.png`,
  },
  { name: 'URL query value', marked: `https://example.com/profile?user=⟦${ID19}⟧&tab=about` },
  { name: 'URL query value at end', marked: `https://example.com/p?tab=1&id=⟦${ID18}⟧` },
  { name: 'key=value pairs', marked: `user_id=⟦${ID19}⟧ guild_id=⟦${ID18}⟧` },
  { name: 'YAML key: value', marked: `ownerId: ⟦${ID18}⟧` },
  { name: 'square brackets', marked: `[⟦${ID18}⟧]` },
  { name: 'parentheses and braces', marked: `(⟦${ID18}⟧) {⟦${ID19}⟧}` },
  { name: 'markdown inline code', marked: `**User** \`⟦${ID19}⟧\` was banned` },
  { name: 'markdown bold', marked: `**⟦${ID18}⟧**` },
  { name: 'markdown table cell', marked: `| alice | ⟦${ID18}⟧ | admin |` },
  { name: 'CSV first column', marked: `⟦${ID18}⟧,alice,2016-04-30` },
  { name: 'CSV middle columns', marked: `alice,⟦${ID19}⟧,⟦${ID17}⟧,true` },
  { name: 'CSV quoted column', marked: `"alice","⟦${ID19}⟧"` },
  { name: 'TSV', marked: `alice\t⟦${ID19}⟧\tadmin` },
  { name: 'the whole line', marked: `⟦${ID19}⟧` },
  { name: 'single quotes', marked: `'⟦${ID19}⟧'` },
  { name: 'HTML attribute', marked: `<div data-user="⟦${ID18}⟧">` },
  { name: 'at sign', marked: `ping @⟦${ID18}⟧ now` },
  { name: 'two ids one colon apart', marked: `⟦${ID18}⟧:⟦${ID19}⟧` },
  { name: 'hyphen in a slug (a word before the "-")', marked: `/u/alice-⟦${ID18}⟧` },
  { name: 'hyphen after the id', marked: `⟦${ID18}⟧-profile` },
  { name: 'full stop ending a sentence', marked: `The owner is ⟦${ID18}⟧.` },
  { name: 'dotted key path (no digit beyond either dot)', marked: `cache users.⟦${ID18}⟧.profile` },
  { name: 'file name with an extension', marked: `exports/⟦${ID18}⟧.json` },
  { name: '\\n escape in a quoted string', marked: `"first line\\n⟦${ID18}⟧ second"` },
  { name: '\\t escape in a quoted string', marked: `"name\\t⟦${ID18}⟧"` },
  { name: 'ANSI colour code in a raw terminal log', marked: `\u001b[32m⟦${ID19}⟧\u001b[0m joined` },
  { name: 'ANSI 24-bit colour code', marked: `\u001b[38;2;255;255;255m⟦${ID19}⟧` },
  { name: 'emoji neighbours (surrogate pairs)', marked: `🎉⟦${ID18}⟧🎉` },
  { name: 'full-width punctuation', marked: `用户：⟦${ID18}⟧。` },
  { name: 'the newest id at the pinned clock', marked: `id ⟦${NEWEST_AT_NOW}⟧` },
  { name: 'a recent 19-digit id', marked: `id ⟦${RECENT19}⟧` },
];

export const negativeCases: DetectionCase[] = [
  { name: 'a u suffix followed by a letter', marked: `${ID19}ux ${ID19}uLong` },
  { name: '16 digits', marked: 'user 1167125644296069 joined' },
  { name: '20 digits', marked: 'user 11671256442960691600 joined' },
  { name: 'above the signed 64-bit maximum', marked: 'id 9223372036854775808' },
  { name: 'all nines, 19 digits', marked: 'id 9999999999999999999' },
  { name: 'a snowflake one past the pinned clock', marked: `id ${FIRST_FUTURE}` },
  { name: 'nanosecond timestamp', marked: `{"ts": ${NANOSECOND_TIMESTAMP}}` },
  { name: 'nanosecond timestamp in a log', marked: `t=1700000000123456789 level=info` },
  { name: 'leading zero', marked: `id 0${ID18}` },
  { name: 'identifier with underscore', marked: `user_${ID18}` },
  { name: 'letters before', marked: `abc${ID18}` },
  { name: 'letters after', marked: `${ID18}abc` },
  { name: 'underscore after', marked: `${ID18}_old` },
  { name: 'hex with 0x', marked: `0x${ID18}` },
  { name: 'hex letters before', marked: `deadbeef${ID18}` },
  { name: 'hex letters after', marked: `${ID18}cafe` },
  { name: 'one hex letter before', marked: `f${ID18}` },
  { name: 'hex escape', marked: `"\\x${ID18}"` },
  { name: 'UUID', marked: '550e8400-e29b-41d4-a716-446655440000' },
  { name: 'UUID of digits only', marked: '12345678-1234-1234-1234-123456789012' },
  { name: 'decimal fraction after', marked: `${ID18}.5` },
  { name: 'decimal fraction before', marked: `0.${ID18}` },
  { name: 'fractional seconds', marked: `12:00:00.${ID18}` },
  { name: 'scientific notation', marked: 'x = 1.5e18' },
  { name: 'negative exponent', marked: `2e-${ID18}` },
  { name: 'positive exponent', marked: `2.5E+${ID18}` },
  { name: 'version string, id last', marked: `v1.2.${ID18}` },
  { name: 'version string, id first', marked: `${ID18}.1.2` },
  { name: 'minus sign after "="', marked: `x = -${ID18}` },
  { name: 'minus sign at line start', marked: `-${ID18}` },
  { name: 'minus sign in JSON', marked: `{"v": -${ID18}}` },
  { name: 'minus sign in brackets', marked: `[-${ID18}]` },
  { name: 'unit suffix', marked: `${ID18}ns` },
  { name: 'BigInt suffix followed by letters', marked: `${ID18}nx` },
  { name: 'L followed by letters', marked: `${ID18}Long` },
  { name: 'a Rust suffix that is no integer type', marked: `${ID18}u63 ${ID18}_u65 ${ID18}usizes` },
  { name: 'an underscore, then a suffix', marked: `${ID18}_n ${ID18}_L` },
  { name: 'Cyrillic letters before', marked: `ид${ID18}` },
  { name: 'accented letter after', marked: `${ID18}é` },
  { name: 'letter m without an ANSI sequence', marked: `m${ID18}` },
  { name: 'ANSI-looking text without ESC', marked: `[32m${ID18}` },
  { name: 'plain number words', marked: 'room 101, 42 items, 2026-11-22' },
];

export interface ExpectedId {
  id: string;
  start: number;
  end: number;
}

/** Strips the ⟦ ⟧ marks and returns the line and the ids they delimited, with offsets in the stripped line. */
export function unmark(marked: string): { line: string; expected: ExpectedId[] } {
  const expected: ExpectedId[] = [];
  let line = '';
  let openAt = -1;
  for (const ch of marked) {
    if (ch === '⟦') openAt = line.length;
    else if (ch === '⟧') {
      expected.push({ id: line.slice(openAt, line.length), start: openAt, end: line.length });
      openAt = -1;
    } else line += ch;
  }
  return { line, expected };
}
