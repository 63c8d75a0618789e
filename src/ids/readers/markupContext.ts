// Discord's chat markup names the kind of every id it carries: <@id> and <@!id> users, <@&id> roles,
// <#id> channels, <:name:id> and <a:name:id> custom emoji (and ':name:id' as a string), </name:id> slash commands; a
// string holding only a mention's sigil and the id ("&id", "@&id", "#id", "@!id") is that mention without its brackets.
import type { IdKind } from '../idKind';
import { isQuoteCode } from './structureScan';

/** Emoji names are \w{2,32}; command mentions carry up to three names of 32 characters and two spaces. */
const MAX_EMOJI_NAME = 32;
const MAX_COMMAND_NAME = 3 * 32 + 2;
/** The furthest this module reads before an id: '<', an optional 'a', two ':' and the longest name. */
export const MARKUP_LOOKBEHIND = MAX_COMMAND_NAME + 3;

const C = { lt: 60, gt: 62, at: 64, bang: 33, amp: 38, hash: 35, colon: 58, slash: 47, a: 97, newline: 10 } as const;

/** The kind the markup around text[start, end) gives, or undefined when the id is not inside markup. */
export function kindFromMarkup(text: string, start: number, end: number): IdKind | undefined {
  const after = text.charCodeAt(end);
  if (isQuoteCode(after))
    return text.charCodeAt(start - 1) === C.colon
      ? kindOfQuotedEmoji(text, start - 1, after)
      : kindOfQuotedMention(text, start, after);
  if (after === C.colon) return isNumericEmojiName(text, start, end) ? 'emoji' : undefined;
  if (after !== C.gt) return undefined;
  const before = text.charCodeAt(start - 1);
  if (before === C.at) return text.charCodeAt(start - 2) === C.lt ? 'user' : undefined;
  if (before === C.bang || before === C.amp) {
    if (text.charCodeAt(start - 2) !== C.at || text.charCodeAt(start - 3) !== C.lt) return undefined;
    return before === C.bang ? 'user' : 'role';
  }
  if (before === C.hash) return text.charCodeAt(start - 2) === C.lt ? 'channel' : undefined;
  if (before === C.colon) return kindOfNamedMarkup(text, start - 1);
  return undefined;
}

/**
 * A string that is a mention without its brackets, `"&<id>"`, `"@&<id>"`, `"#<id>"`, `"@!<id>"`, `"@<id>"`: the form
 * bots keep a role, a channel or a user in to build `<@&id>` and the rest from. The string must open right before the
 * sigil and close right after the id.
 */
function kindOfQuotedMention(text: string, start: number, quote: number): IdKind | undefined {
  const before = text.charCodeAt(start - 1);
  const at = text.charCodeAt(start - 2) === C.at;
  const open = at ? start - 3 : start - 2;
  if (text.charCodeAt(open) !== quote) return undefined;
  if (before === C.amp) return 'role';
  if (before === C.hash && !at) return 'channel';
  if (before === C.bang && at) return 'user';
  return undefined;
}

/** `colon` is the ':' just before the id: <:name:id>, <a:name:id> or </name:id>. */
function kindOfNamedMarkup(text: string, colon: number): IdKind | undefined {
  let i = colon - 1;
  const lowest = Math.max(0, colon - 1 - MAX_COMMAND_NAME);
  while (i >= lowest && isNameChar(text.charCodeAt(i))) i--;
  const nameLength = colon - 1 - i;
  if (nameLength === 0 || i < 0) return undefined;
  const mark = text.charCodeAt(i);
  if (mark === C.slash) return text.charCodeAt(i - 1) === C.lt ? 'command' : undefined;
  if (mark !== C.colon || nameLength > MAX_EMOJI_NAME || !isEmojiName(text, i + 1, colon)) return undefined;
  const open = text.charCodeAt(i - 1);
  if (open === C.lt) return 'emoji';
  return open === C.a && text.charCodeAt(i - 2) === C.lt ? 'emoji' : undefined;
}

/**
 * A string that is a custom emoji without its brackets, `':name:id'` or `'a:name:id'`: the form bots keep emoji in to
 * react with (message.react, reaction_add) and to build <:name:id> from. `colon` is the ':' before the id; the
 * string must open right before the name and close right after the id.
 */
function kindOfQuotedEmoji(text: string, colon: number, quote: number): IdKind | undefined {
  let i = colon - 1;
  const lowest = Math.max(0, colon - 1 - MAX_EMOJI_NAME);
  while (i >= lowest && isEmojiNameCode(text.charCodeAt(i))) i--;
  if (i === colon - 1 || text.charCodeAt(i) !== C.colon) return undefined;
  const open = text.charCodeAt(i - 1) === C.a ? i - 2 : i - 1;
  return text.charCodeAt(open) === quote ? 'emoji' : undefined;
}

/**
 * `<:1099786144532664501:1190726037961703454>`: an emoji's name may be all digits (often the id of the emoji it was
 * copied from); the digits in the name's place of <:name:id> or <a:name:id> are the emoji's, whatever they are.
 */
function isNumericEmojiName(text: string, start: number, end: number): boolean {
  if (text.charCodeAt(start - 1) !== C.colon || end - start > MAX_EMOJI_NAME) return false;
  const open = text.charCodeAt(start - 2) === C.a ? start - 3 : start - 2;
  if (text.charCodeAt(open) !== C.lt) return false;
  let i = end + 1;
  while (i < end + 22 && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
  return i > end + 1 && text.charCodeAt(i) === C.gt;
}

/** Command names may hold letters of any script, '-', '_' and the spaces between subcommands. */
function isNameChar(code: number): boolean {
  return !(
    code !== code ||
    code === C.lt ||
    code === C.gt ||
    code === C.colon ||
    code === C.slash ||
    code === C.newline ||
    code < 32
  );
}

function isEmojiName(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isEmojiNameCode(text.charCodeAt(i))) return false;
  return true;
}

function isEmojiNameCode(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}
