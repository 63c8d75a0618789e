// Comments beside an id: `ID, // Moderators role` names the kind in its last word, `ID, // Channel trying to pull`
// in its first; `# Staff channels` heads a group of lines; `X = ID  # testing: ID` gives the second id the name the
// line assigns. A bare name (`# R. Danny`) names nothing. Only the id's line and the lines of its group are read.
import type { Found } from './evidence';
import type { IdKind } from '../idKind';
import { kindOfWord, nameVerdict, type NameVerdict } from '../idVocabulary';
import { lineEndAt, lineStartAt } from './lines';
import { isIdWord, splitNameWords } from '../nameWords';

/** Words that name a kind in a comment where the vocabulary would read them otherwise: a bot there is the bot itself. */
const COMMENT_WORDS: ReadonlyMap<string, IdKind> = new Map<string, IdKind>([
  ['bot', 'application'],
  ['bots', 'application'],
]);

/** The longest line read on either side of the id. */
const MAX_LINE = 400;
/** Lines climbed from the value to the comment heading them (`# Channels` over a group of constants). */
const MAX_LINES_UNDER_COMMENT = 12;

/** A comment's own words: the comment mark and what follows it on the line. */
const COMMENT = /^[\s,;)\]}]*(?:\/\/+|#+|--|\/\*+)\s*(.*?)(?:\*\/)?\s*$/;

/**
 * The kind a comment's words name: its id phrase (`channel IDs`, `the IDs of the roles`), else its last word when that
 * is a kind word (`// Moderators role`), else its first (`// Channel trying to pull`); with `headingOnly`, first and
 * last words count only in a comment of a few words. Words that name something other than a Discord object, and
 * person-like words that as often name a role or a channel (Moderators, admin), say nothing here.
 */
export function kindOfCommentWords(comment: string, headingOnly = false): IdKind | undefined {
  const all = splitNameWords(comment.replace(NOTE_TAG, ''));
  const subject = kindOfIdPhrase(all);
  if (subject !== undefined) return subject;
  const words = all.filter((word) => !isIdWord(word));
  if (headingOnly && words.length > MAX_HEADING_WORDS) return undefined;
  // The comment's subject is its first word past an article: `// The channel for log output`, `# O canal de logs`.
  const subjectAt = words.findIndex((word) => !DETERMINERS.has(word));
  const first = subjectAt < 0 ? undefined : words[subjectAt];
  // A comment about people (`# Moderators who may run the ban command`) names them, whatever kind word comes later;
  // only a kind word right after the person word is the head of their compound (`// Moderators role`).
  if (first !== undefined && isPersonWord(first)) {
    const next = words[subjectAt + 1];
    return (next === undefined ? undefined : strongKindOf(next)) ?? strongKindOf(first);
  }
  for (const word of [words[words.length - 1], first]) {
    if (word === undefined) continue;
    const kind = COMMENT_WORDS.get(word) ?? strongKindOf(word);
    if (kind !== undefined) return kind;
  }
  return undefined;
}

/** A tag opening a comment (`NOTE:`, `TODO:`, `Example:`): not the comment's first word. */
const NOTE_TAG =
  /^\s*(?:note|nb|todo|fixme|hack|xxx|tip|hint|info|important|warning|warn|optional|required|example|nota|obs|aviso)\s*[:!-]\s*/i;

/**
 * Articles, possessives and quantifiers before a noun, in English, Portuguese and Spanish: what stands before a
 * comment's subject (`// The channel for log output`) and between "ids of" and the thing they are ids of ("The IDs of
 * the roles", "ids of all your channels", "ID do canal").
 */
const DETERMINERS: ReadonlySet<string> = new Set([
  ...['the', 'a', 'an', 'this', 'that', 'these', 'those', 'our', 'your', 'my', 'all', 'any', 'each', 'every'],
  ...['o', 'os', 'as', 'um', 'uma', 'do', 'da', 'dos', 'das', 'de'],
  ...['el', 'la', 'los', 'las', 'un', 'una'],
]);

/**
 * The phrase a comment uses to say what its ids are: "channel IDs" (the word before "id") or "the IDs of the roles" /
 * "ID do canal" (the word after "id of" and its articles). It names the kind more surely than the comment's first
 * or last word.
 */
function kindOfIdPhrase(words: readonly string[]): IdKind | undefined {
  for (let i = 0; i < words.length; i++) {
    if (!isIdWord(words[i])) continue;
    const before = i > 0 ? strongKindOf(words[i - 1]!) : undefined;
    if (before !== undefined) return before;
    let j = i + 1;
    if (words[j] !== 'of' && words[j] !== 'do' && words[j] !== 'da' && words[j] !== 'de') continue;
    j++;
    while (j < words.length && DETERMINERS.has(words[j]!)) j++;
    const after = j < words.length ? strongKindOf(words[j]!) : undefined;
    if (after !== undefined) return after;
  }
  return undefined;
}

/** A word that names a person (user, member, moderators, owner…): the comment is about people. Not "bot" (COMMENT_WORDS). */
function isPersonWord(word: string): boolean {
  return !COMMENT_WORDS.has(word) && kindOfWord(word) === 'user';
}

function strongKindOf(word: string): IdKind | undefined {
  const verdict = nameVerdict([[word]]);
  return verdict.type === 'kind' && verdict.weak !== true && verdict.kind !== 'other' ? verdict.kind : undefined;
}

/** The kind a comment after the value ending at `valueEnd`, on its line, names. */
export function kindFromTrailingComment(text: string, valueEnd: number): Found | undefined {
  const lineEnd = lineEndAt(text, valueEnd, Math.min(text.length, valueEnd + MAX_LINE));
  const rest = text.slice(valueEnd, lineEnd);
  // A map entry keyed by the id, `[ "1" ] = "group.admin", -- Role: Owner`, `1: "admin",  # staff role`: the comment
  // after the entry's value is about the entry, so about its key too.
  const mark = COMMENT.exec(rest) ?? COMMENT.exec(rest.replace(ENTRY_AFTER_KEY, ''));
  const kind = mark === null ? undefined : kindOfCommentWords(mark[1]!);
  if (kind === undefined) return undefined;
  const markAt = rest.search(/\/\/|#|--|\/\*/);
  return { kind, start: valueEnd + Math.max(0, markAt), end: lineEnd };
}

/** What follows a key on its entry's line: `] = `, `: ` or ` => ` and a short value, a string or a word. */
const ENTRY_AFTER_KEY = /^\s*\]?\s*(?:=>|=|:)\s*(?:"[^"\n]{0,80}"|'[^'\n]{0,80}'|:?[\w.]{1,80})/;

/**
 * The kind named by the comment heading the value's line: the nearest comment-only line above it, climbing over
 * the other lines of its group (a blank line ends a group). `# Staff channels` over a block of constants.
 */
export function kindFromCommentAbove(text: string, valueStart: number, lo: number): Found | undefined {
  let lineStart = lineStartAt(text, valueStart, Math.max(lo, valueStart - MAX_LINE));
  for (let lines = 0; lines < MAX_LINES_UNDER_COMMENT && lineStart > lo; lines++) {
    const start = lineStartAt(text, lineStart - 1, Math.max(lo, lineStart - 1 - MAX_LINE));
    const line = text.slice(start, lineStart - 1).trim();
    if (line === '') return undefined;
    if (COMMENT_LINE.test(line)) return kindOfCommentBlock(text, start, lo);
    lineStart = start;
  }
  return undefined;
}

/** A comment that is code or a printout rather than words: an assignment (`id=…`) or an id-long run of digits. */
const COMMENTED_CODE = /=|\d{5,}/;

/** Words and sentence punctuation only: no '=', brackets of code, or digits. */
const PROSE = /^[A-Za-z\u00c0-\u00ff\s,.;:!?()'"’-]*$/;

/** A comment-only line: //, #, --, /* and * (inside a block comment), and INI's ';'. */
const COMMENT_LINE = /^(?:\/\/+|#+|--|;+|\/\*+|\*)\s*(.*?)(?:\*\/)?$/;

/** The most words a heading has (`# Staff channels`, `; Role ids`): a longer comment over a block describes a file or a class. */
const MAX_HEADING_WORDS = 4;

/**
 * The comment right above the line starting at `lineStart` (a parent key, a [section]) names what that line opens:
 * `# Blackhole channel IDs` over `blackholes:`, `; Roles` over `[staff]`. Only an id phrase or a short heading: a
 * sentence over a module (`# Constants useful across the bot`) says what the file is for.
 */
export function kindFromCommentRightAbove(text: string, lineStart: number, lo: number): Found | undefined {
  if (lineStart <= lo) return undefined;
  const start = lineStartAt(text, lineStart - 1, Math.max(lo, lineStart - 1 - MAX_LINE));
  return COMMENT_LINE.test(text.slice(start, lineStart - 1).trim())
    ? kindOfCommentBlock(text, start, lo, true)
    : undefined;
}

/**
 * A comment of several lines heading a group: its lines from the nearest up (`# The IDs of the roles …` over
 * `# (E.g., your operators)`), the first that names a kind, climbing only past lines of prose. `start` is where its
 * last line starts.
 */
function kindOfCommentBlock(text: string, start: number, lo: number, headingOnly = false): Found | undefined {
  let lineStart = start;
  for (let lines = 0; lines < MAX_LINES_UNDER_COMMENT; lines++) {
    // Bounded: a comment line longer than MAX_LINE (a 10 MB one-line file) is no heading, and is not read to its end.
    const lineEnd = lineEndAt(text, lineStart, Math.min(text.length, lineStart + MAX_LINE + 1));
    if (lineEnd > lineStart + MAX_LINE) return undefined;
    const mark = COMMENT_LINE.exec(text.slice(lineStart, lineEnd).trim());
    if (mark === null) return undefined;
    // A commented-out assignment or printout (`# <Message id=… channel=<TextChannel …>` over
    // `# author=<Member id=…>`) heads nothing; only a line of prose leads on to the one above.
    if (COMMENTED_CODE.test(mark[1]!)) return undefined;
    const kind = kindOfCommentWords(mark[1]!, headingOnly);
    if (kind !== undefined) return { kind, start: lineStart, end: lineEnd };
    if (lineStart <= lo || !PROSE.test(mark[1]!)) return undefined;
    lineStart = lineStartAt(text, lineStart - 1, Math.max(lo, lineStart - 1 - MAX_LINE));
  }
  return undefined;
}

/**
 * An id inside a line comment that follows an assignment on the same line (`CHANNEL_ID = 1  # testing: 2`):
 * the verdict of the assigned name, as the comment gives another value for the same thing.
 */
export function verdictOfLineBeforeComment(
  text: string,
  idStart: number,
): (NameVerdict & { nameStart: number; name: string }) | undefined {
  const lineStart = lineStartAt(text, idStart, Math.max(0, idStart - MAX_LINE));
  const before = text.slice(lineStart, idStart);
  const mark = /^(.*?)(?:#|\/\/)/.exec(before);
  if (mark === null) return undefined;
  const assignment = /([A-Za-z_$][\w$]*)\s*(?::\s*[\w.[\]<>?]+\s*)?[:=]\s*\S+[\s,;]*$/.exec(mark[1]!);
  if (assignment === null) return undefined;
  const name = assignment[1]!;
  return { ...nameVerdict([splitNameWords(name)]), nameStart: lineStart + assignment.index, name };
}
