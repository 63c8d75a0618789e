// The evidence a reading rests on: a span of the classified text, and what a correction keys on. Every reader that
// decides a kind says where it read it, so that every verdict can say why (IdReason) and a user's correction can name
// every id the same evidence names.
import type { IdKind } from '../idKind';
import type { IdReason } from '../idReason';
import type { IdSignal } from '../idSignal';
import { isNameCode } from './nameBefore';

export interface Evidence {
  /** [start, end): offsets into the classified text. */
  start: number;
  end: number;
  /**
   * What the evidence is, independent of the id it names and of where it stands: a name's words (`log_channel`), a
   * printout's class, a call and its parameter. Absent: the evidence's own text, normalized.
   */
  key?: string;
}

/** A kind a reader found, and where. */
export interface Found extends Evidence {
  kind: IdKind;
}

/** The most characters of evidence a reason carries. */
export const MAX_EVIDENCE = 80;

/** A run of digits as long as an id: evidence that holds ids (a URL, a markup) keys on its shape, not on them. */
const [ID_RUN_MIN, ID_RUN_MAX] = [17, 20];
const ID_RUN = new RegExp(`\\d{${ID_RUN_MIN},${ID_RUN_MAX}}`, 'g');
/** A whole run of digits that scopeOf keeps as written: shorter than ID_RUN's, or longer. */
const KEPT_DIGIT_RUN = new RegExp(`(?:^|[^0-9])(?:[0-9]{1,${ID_RUN_MIN - 1}}|[0-9]{${ID_RUN_MAX + 1},})(?![0-9])`);

/** The evidence's text as it stands: its first line, trimmed, at most MAX_EVIDENCE characters; and where it starts. */
export function evidenceText(text: string, evidence: Evidence): { text: string; start: number } {
  let raw = text.slice(evidence.start, Math.max(evidence.start, evidence.end));
  const lineBreak = raw.search(/\r?\n/);
  // A span over several lines (a printout broken over comment lines) shows its first line that says anything.
  if (lineBreak >= 0) raw = raw.slice(0, lineBreak);
  const lead = raw.length - raw.trimStart().length;
  let shown = raw.trim();
  if (shown.length > MAX_EVIDENCE) shown = `${shown.slice(0, MAX_EVIDENCE - 1)}…`;
  return { text: shown, start: evidence.start + lead };
}

/** The scope a correction names: the rule's id and the evidence's key, lower-cased, blanks folded, ids left out. */
export function scopeOf(rule: string, key: string): string {
  const normalized = key.replace(ID_RUN, '#').replace(/\s+/g, ' ').trim().toLowerCase();
  return `${rule}:${normalized.length > MAX_EVIDENCE ? normalized.slice(0, MAX_EVIDENCE) : normalized}`;
}

/**
 * Whether scopeOf may read the values of the key's digits: false when each run of them is as long as an id's (read as
 * '#'), so that a key with other digits of the same lengths has the same scope. (True of a run two ids long too.)
 */
export function scopeReadsDigits(key: string): boolean {
  return KEPT_DIGIT_RUN.test(key);
}

/** The reason for a verdict from the rule that decided it and its evidence. */
export function reasonOf(text: string, rule: string, signal: Exclude<IdSignal, 'none'>, evidence: Evidence): IdReason {
  const shown = evidenceText(text, evidence);
  return {
    rule,
    signal,
    evidence: shown.text,
    evidenceStart: shown.start,
    scope: scopeOf(rule, evidence.key ?? shown.text),
  };
}

/** Words of a name as a key: `[['guild'], ['id']]` gives `guild_id`. */
export function wordsKey(tokens: readonly (readonly string[])[]): string {
  return tokens.map((words) => words.join('_')).join('_');
}

/**
 * The span of a name starting at `start` (a label, a key, an assignee): its quoted string, else its run of name
 * characters (letters, digits, `_ . - $`), on one line and at most 64 characters.
 */
export function nameSpanAt(text: string, start: number): Evidence {
  const first = text.charCodeAt(start);
  if (first === 34 || first === 39 || first === 96) {
    const highest = Math.min(text.length, start + 66);
    let close = start + 1;
    while (close < highest && text.charCodeAt(close) !== first && text.charCodeAt(close) !== 10) close++;
    if (close < highest && text.charCodeAt(close) === first) return { start, end: close + 1 };
  }
  let end = start;
  while (end < text.length && end - start < 64 && isEvidenceNameCode(text.charCodeAt(end))) end++;
  return { start, end: Math.max(end, start + 1) };
}

/** A name's characters as nameBefore reads them, and a path's backslash and any non-ASCII letter of a name. */
function isEvidenceNameCode(code: number): boolean {
  return isNameCode(code) || code === 92 || code >= 0xc0;
}

/** Where the run of text holding [start, end) starts: back to a blank, a quote or an opening bracket, on one line. */
export function tokenStartBefore(text: string, start: number, lookbehind: number): number {
  const lowest = Math.max(0, start - lookbehind);
  let i = start;
  while (i > lowest && !isTokenEdge(text.charCodeAt(i - 1))) i--;
  return i;
}

function isTokenEdge(code: number): boolean {
  // blank, tab, line breaks, quotes, ( [ and the backtick of Markdown
  return (
    code === 32 ||
    code === 9 ||
    code === 10 ||
    code === 13 ||
    code === 34 ||
    code === 39 ||
    code === 96 ||
    code === 40 ||
    code === 91
  );
}

/** The markup holding [start, end): from its '<' (or its string's quote) to its '>' (or the quote). */
export function markupSpan(text: string, start: number, end: number, lookbehind: number): Evidence {
  const lowest = Math.max(0, start - lookbehind - 2);
  let open = start;
  while (open > lowest) {
    const code = text.charCodeAt(open - 1);
    if (code === 10) break;
    open--;
    if (code === 60 || code === 34 || code === 39 || code === 96) break;
  }
  let close = end;
  const highest = Math.min(text.length, end + 24);
  while (close < highest && text.charCodeAt(close) !== 10) {
    const code = text.charCodeAt(close);
    close++;
    if (code === 62 || code === 34 || code === 39 || code === 96) break;
  }
  return { start: open, end: close };
}
