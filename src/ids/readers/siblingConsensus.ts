// The consensus of named siblings: in a group of assignments of ids (a constants block, a config section, an object's
// lines), a member whose own name says nothing (`media = "1"`, `WILDCARD = 1`) is of the kind every sibling whose
// name does say one names (`WELCOME_CHANNEL`, `RULES_CHANNEL`, `logs`): the group is a list of that kind. A sibling
// named for a person (user, owner, admin) lends nothing, nor does a mixed group or a group of fewer than two named
// siblings. Only the lines next to the id, of the same indentation and form, up to a blank line, are read.
import type { Found } from './evidence';
import type { IdKind } from '../idKind';
import { nameVerdict } from '../idVocabulary';
import { MIN_DETECTED_DIGITS } from '../findId';
import { lineEndAt, lineStartAt } from './lines';
import { isIdWord, splitNameWords } from '../nameWords';
import { literalSuffixLength } from '../separateDigitRun';
import { MAX_ID_DIGITS } from '../snowflake';

/** Lines read on either side of the id's line. */
const MAX_SIBLING_LINES = 16;
/** The longest line read. */
const MAX_LINE = 400;
/** Named siblings that must agree. */
const MIN_VOTES = 2;

/**
 * One assignment per line: indentation, modifiers or a type, a (quoted) name, `=`, `:` or `=>`, and the value.
 * `const X string = "1"`, `public static final long X = 1L;`, `const X: u64 = 1;`, `  x: "1",`, `X=1`, `'x' => 1,`.
 */
const ASSIGNMENT =
  /^([ \t]*)(?:[\w$<>[\]?]+[ \t]+){0,5}["']?([A-Za-z_$][\w$-]*)["']?[ \t]*(?::[ \t]*[\w$<>[\]?.]+[ \t]*(?==))?(?:=>|[:=])[ \t]*(.*)$/;
/** A value's id, quoted or not; then its literal suffix (separateDigitRun.ts), and a separator or a comment. */
const ID_VALUE = new RegExp(`^["'\`]?(\\d{${MIN_DETECTED_DIGITS},${MAX_ID_DIGITS.length}})`);
const AFTER_ID_VALUE = /^["'`]?[ \t]*(?:[,;]|$|\/\/|#|--)/;

/** The id a value is, alone (`"1",`, `1L;`, `1_u64 // …`), else undefined. */
function idOfValue(value: string): string | undefined {
  const id = ID_VALUE.exec(value);
  if (id === null) return undefined;
  const after = id[0].length + literalSuffixLength(value, id[0].length);
  return AFTER_ID_VALUE.test(value.slice(after)) ? id[1] : undefined;
}

interface Assignment {
  indent: string;
  name: string;
  id: string | undefined;
  /** Where the name starts in the text. */
  at: number;
}

function assignmentOf(line: string, lineStart: number): Assignment | undefined {
  const mark = ASSIGNMENT.exec(line);
  if (mark === null) return undefined;
  const at = lineStart + Math.max(0, line.indexOf(mark[2]!, mark[1]!.length));
  return { indent: mark[1]!, name: mark[2]!, id: idOfValue(mark[3]!), at };
}

const COMMENT_ONLY = /^[ \t]*(?:\/\/|#|--|;|\/\*|\*)/;

/** The kind the named siblings of the id at [start, end) agree on, when its own name says nothing. */
export function kindFromSiblings(text: string, start: number, end: number, lo: number, hi: number): Found | undefined {
  const lineStart = lineStartAt(text, start, Math.max(lo, start - MAX_LINE));
  const lineEnd = lineEndAt(text, end, Math.min(hi, end + MAX_LINE));
  const own = assignmentOf(text.slice(lineStart, lineEnd).replace(/\r$/, ''), lineStart);
  if (own === undefined || own.id !== text.slice(start, end)) return undefined;
  const ownWords = splitNameWords(own.name);
  if (nameVerdict([ownWords]).type !== 'unrecognized') return undefined;
  // `MAINTAINER_ID` among `LOG_CHANNEL` and `AUDIT_CHANNEL`: a name with its own "id" is the id of the thing it names,
  // which the vocabulary does not know (a person as likely as not); only a name that says nothing (`media`) joins them.
  if (ownWords.some(isIdWord)) return undefined;
  const votes = new Set<IdKind>();
  let count = 0;
  // The first named sibling in the text is the evidence: the same for every member of the group.
  let first: Assignment | undefined;
  for (const sibling of siblingsOf(text, lineStart, lineEnd, own.indent, lo, hi)) {
    if (sibling.id === undefined) continue;
    const verdict = nameVerdict([splitNameWords(sibling.name)]);
    if (verdict.type !== 'kind') continue;
    // A person's name among them: the group is not one of things, and this member may be a person too.
    if (verdict.kind === 'user' || verdict.kind === 'unknown') return undefined;
    votes.add(verdict.kind);
    count++;
    if (first === undefined || sibling.at < first.at) first = sibling;
  }
  if (votes.size !== 1 || count < MIN_VOTES || first === undefined) return undefined;
  const [kind] = votes;
  if (kind === undefined || kind === 'other') return undefined;
  return { kind, start: first.at, end: first.at + first.name.length, key: splitNameWords(first.name).join('_') };
}

/** The assignments of the same indentation next to the id's line, up and down, to a blank line or another form. */
function siblingsOf(
  text: string,
  lineStart: number,
  lineEnd: number,
  indent: string,
  lo: number,
  hi: number,
): Assignment[] {
  const found: Assignment[] = [];
  let up = lineStart;
  for (let lines = 0; lines < MAX_SIBLING_LINES && up > lo; lines++) {
    const start = lineStartAt(text, up - 1, Math.max(lo, up - 1 - MAX_LINE));
    const sibling = siblingAt(text.slice(start, up - 1), start, indent);
    if (sibling === 'stop') break;
    if (sibling !== 'skip') found.push(sibling);
    up = start;
  }
  let down = lineEnd;
  for (let lines = 0; lines < MAX_SIBLING_LINES && down < hi; lines++) {
    const end = lineEndAt(text, down + 1, Math.min(hi, down + 1 + MAX_LINE));
    const sibling = siblingAt(text.slice(down + 1, end), down + 1, indent);
    if (sibling === 'stop') break;
    if (sibling !== 'skip') found.push(sibling);
    down = end;
  }
  return found;
}

function siblingAt(raw: string, lineStart: number, indent: string): Assignment | 'skip' | 'stop' {
  const line = raw.replace(/\r$/, '');
  if (line.trim() === '') return 'stop';
  if (COMMENT_ONLY.test(line)) return 'skip';
  const assignment = assignmentOf(line, lineStart);
  return assignment === undefined || assignment.indent !== indent ? 'stop' : assignment;
}
