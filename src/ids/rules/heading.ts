// `Running on servers:` and, indented under it, `\ttest (<id>)`; `Log channels:` over `- <id>`: a line of prose ending
// in a colon heads the lines indented under it, and its last words name what they list (a key of code or YAML is no
// heading: the rules that read structure read it). A log's timestamp and level before
// each message are not its indentation. Any person word in the heading (`Users in these channels:`) keeps the ids
// under it looked up.
import { kindOfWord, nameVerdict } from '../idVocabulary';
import { lineEndAt, lineStartAt } from '../readers/lines';
import { splitNameWords } from '../nameWords';
import type { IdContext } from './context';
import { finding, strengthOf, type Finding, type Rule } from './rule';

const meta = {
  id: 'heading',
  signal: 'heading',
  description: 'A line ending in a colon names what the lines indented under it list: "Running on servers:".',
} as const;

/** Lines read above the id's for its heading (its siblings in the list between), and the longest line read. */
const MAX_LINES_UP = 30;
const MAX_LINE = 400;

/** A log line's prefix: dates, times and [bracketed] levels, each followed by one space (which is not indentation). */
const LOG_PREFIX = /^(?:(?:[\d][\d/:.,TZ+-]*|\[[^\]\n]{1,40}\]):? )*/;
/** A list item's marker after the indentation. */
const MARKER = /^(?:[-*+•]|\d{1,3}[.)])\s/;
/** Words after which a heading's last words name the place, not the list: "Running on servers:" reads "servers". */
const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  'on',
  'in',
  'of',
  'for',
  'to',
  'with',
  'at',
  'from',
  'the',
  'all',
]);

/**
 * A heading is prose: two words or more, letters only, and the colon. One word is a key of code or YAML
 * (`guildSettings:`, whose block the enclosing-block rule reads), and quotes, brackets or operators make a line code
 * (`case "ping":`, `def on_ready(self):`).
 */
const PROSE_HEADING = /^[A-Za-z\u00c0-\u00ff'’]+(?:[ -][A-Za-z\u00c0-\u00ff'’]+)+:$/;
/** A block's keyword of code, which a line of words may start with (`if guild and channel:`, `else if ready:`). */
const CODE_KEYWORDS: ReadonlySet<string> = new Set(
  'if elif else for while def class case when with try except catch switch unless until do async match'.split(' '),
);

interface Line {
  start: number;
  /** The message's offset in the text, past the log prefix. */
  message: number;
  /** How deep the message stands: its leading blanks (a tab as four) and a list marker. */
  depth: number;
  text: string;
}

function readLine(text: string, start: number, end: number): Line {
  const raw = text.slice(start, end).replace(/\r$/, '');
  const prefix = LOG_PREFIX.exec(raw)![0].length;
  const rest = raw.slice(prefix);
  let depth = 0;
  let i = 0;
  for (; i < rest.length && (rest[i] === ' ' || rest[i] === '\t'); i++) depth += rest[i] === '\t' ? 4 : 1;
  if (MARKER.test(rest.slice(i))) depth += 2;
  return { start, message: start + prefix, depth, text: raw };
}

export const headingRule: Rule = {
  meta,
  find({ text, start, lo, json }: IdContext): Finding | undefined {
    if (json) return undefined;
    const lineStart = lineStartAt(text, start, Math.max(lo, start - MAX_LINE));
    if (!startsLine(text, lineStart)) return undefined; // a line longer than MAX_LINE is no list's item
    const own = readLine(text, lineStart, start);
    if (own.depth === 0) return undefined;
    let above = lineStart;
    for (let lines = 0; lines < MAX_LINES_UP && above > lo; lines++) {
      const end = above - 1;
      const from = lineStartAt(text, end, Math.max(lo, end - MAX_LINE));
      if (!startsLine(text, from)) return undefined;
      const line = readLine(text, from, lineEndAt(text, from, end));
      if (line.text.trim() === '') return undefined;
      above = from;
      if (line.depth >= own.depth) continue; // a sibling in the list, or a child of one
      return headingFinding(line);
    }
    return undefined;
  },
};

/** `at` is where a line starts (not where a bounded read stopped). */
function startsLine(text: string, at: number): boolean {
  return at === 0 || text.charCodeAt(at - 1) === 10;
}

/** The finding a heading line gives: its last words before the colon, read as a name; a person word says user. */
function headingFinding(line: Line): Finding | undefined {
  const message = line.text.slice(line.message - line.start).trim();
  if (!PROSE_HEADING.test(message)) return undefined;
  const words = splitNameWords(message.slice(0, -1));
  if (CODE_KEYWORDS.has(words[0]!)) return undefined;
  const evidence = { start: line.message + line.text.slice(line.message - line.start).indexOf(message[0]!), end: 0 };
  evidence.end = evidence.start + message.length;
  if (words.some((word) => word !== 'bot' && word !== 'bots' && kindOfWord(word) === 'user'))
    return finding(meta, 'user', evidence, 'weak');
  let first = words.length;
  while (first > 0 && !FUNCTION_WORDS.has(words[first - 1]!) && words.length - first < 3) first--;
  const verdict = nameVerdict([words.slice(first)]);
  return verdict.type === 'kind' ? finding(meta, verdict.kind, evidence, strengthOf(verdict)) : undefined;
}
