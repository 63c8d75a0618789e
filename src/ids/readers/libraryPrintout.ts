// What Discord libraries print for their objects, as logs and pasted comments are full of it:
// JDA's toString, `G:Guild Name(123)`, `TC:general(123)`, `U:name(123)`, `R:Mods(123)` (and JDA 5's
// `TextChannel:general(id=123)`), and discord.py's reprs broken over lines (`<Message\n id=123`). The id's
// own line (or the few characters before it) is all that is read.
import type { Found } from './evidence';
import type { IdKind } from '../idKind';

/** JDA's entity prefixes (EntityString and the older toString of each entity). */
const JDA_PREFIXES: ReadonlyMap<string, IdKind> = new Map<string, IdKind>([
  ['g', 'guild'],
  ['guild', 'guild'],
  ['tc', 'channel'],
  ['vc', 'channel'],
  ['sc', 'channel'],
  ['nc', 'channel'],
  ['fc', 'channel'],
  ['mc', 'channel'],
  ['gc', 'channel'],
  ['cat', 'channel'],
  ['thc', 'channel'],
  ['pc', 'channel'],
  ['textchannel', 'channel'],
  ['voicechannel', 'channel'],
  ['stagechannel', 'channel'],
  ['newschannel', 'channel'],
  ['threadchannel', 'channel'],
  ['forumchannel', 'channel'],
  ['mediachannel', 'channel'],
  ['category', 'channel'],
  ['privatechannel', 'channel'],
  ['u', 'user'],
  ['user', 'user'],
  ['mb', 'user'],
  ['member', 'user'],
  ['m', 'message'],
  ['message', 'message'],
  ['r', 'role'],
  ['role', 'role'],
  ['e', 'emoji'],
  ['emoji', 'emoji'],
  ['richcustomemoji', 'emoji'],
  ['customemoji', 'emoji'],
  ['wh', 'webhook'],
  ['webhook', 'webhook'],
]);

/** discord.py's repr class names. */
const REPR_CLASSES: ReadonlyMap<string, IdKind> = new Map<string, IdKind>([
  ['message', 'message'],
  ['partialmessage', 'message'],
  ['guild', 'guild'],
  ['member', 'user'],
  ['user', 'user'],
  ['clientuser', 'user'],
  ['textchannel', 'channel'],
  ['voicechannel', 'channel'],
  ['categorychannel', 'channel'],
  ['thread', 'channel'],
  ['stagechannel', 'channel'],
  ['forumchannel', 'channel'],
  ['dmchannel', 'channel'],
  ['role', 'role'],
  ['emoji', 'emoji'],
  ['partialemoji', 'emoji'],
  ['webhook', 'webhook'],
  ['interaction', 'other'],
  ['attachment', 'other'],
]);

/** A display name between the prefix and the id: up to this many characters, on one line. */
const MAX_DISPLAY_NAME = 100;

/** `PREFIX:name(ID)` or `PREFIX:name(id=ID)`: the kind JDA's prefix gives, or undefined. */
export function kindFromJdaString(text: string, start: number, end: number): IdKind | undefined {
  let open = start - 1;
  if (text.slice(open - 3, open + 1) === '(id=') open -= 3;
  if (text.charCodeAt(open) !== 40 || text.charCodeAt(end) !== 41) return undefined; // ( … )
  const lowest = Math.max(0, open - MAX_DISPLAY_NAME);
  let colon = open - 1;
  while (colon >= lowest) {
    const code = text.charCodeAt(colon);
    if (code === 58 || code === 10 || code === 40 || code === 41) break;
    colon--;
  }
  if (colon < lowest || text.charCodeAt(colon) !== 58) return undefined;
  let prefixStart = colon;
  while (prefixStart > 0 && colon - prefixStart < 16 && isLetter(text.charCodeAt(prefixStart - 1))) prefixStart--;
  if (prefixStart === colon || isLetter(text.charCodeAt(prefixStart - 1))) return undefined;
  return JDA_PREFIXES.get(text.slice(prefixStart, colon).toLowerCase());
}

/**
 * `id=ID` as the first field of a discord.py repr whose class name stands on an earlier line of a comment
 * (`# <Message \n # id=…`). `nameStart` is where `id` begins.
 */
export function kindFromBrokenRepr(text: string, nameStart: number): Found | undefined {
  let i = nameStart;
  const lowest = Math.max(0, nameStart - 64);
  while (i > lowest && isReprGap(text.charCodeAt(i - 1))) i--;
  const classEnd = i;
  while (i > lowest && isLetter(text.charCodeAt(i - 1))) i--;
  if (i === classEnd || text.charCodeAt(i - 1) !== 60) return undefined; // '<'
  const name = text.slice(i, classEnd).toLowerCase();
  const kind = REPR_CLASSES.get(name);
  return kind === undefined ? undefined : { kind, start: i - 1, end: classEnd, key: name };
}

/** Spaces, line breaks and the comment marks a pasted repr is wrapped in. */
function isReprGap(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 35 || code === 47 || code === 42;
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}
