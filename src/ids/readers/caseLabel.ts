// A value used as a case label is compared with the subject of its switch, so the subject's name names it:
// Go/Java/C#/JS `switch (event.getChannel().getIdLong()) { case <id>:`, Kotlin `when (event.guildId) {
// Snowflake(<id>) -> …`, Rust `match channel_id { <id> => …`, Python `match guild.id:` / `case <id>:`, Ruby
// `case channel.id` / `when <id>`. Reads the value's line and at most MAX_CASE_LINES lines above it.
import { lineEndAt, lineStartAt } from './lines';
import { splitNameWords } from '../nameWords';

const MAX_CASE_LINES = 40;
const MAX_LINE = 400;

/** Text before the value on its line that makes it a case label: `case`, Ruby's `when`, and earlier labels of the same case. */
const CASE_PREFIX = /^\s*(?:case|when)\s+(?:[^\n:]*,\s*)?[\w.(]*$/;
/** Text after the value that makes it a label of Kotlin's when or Rust's match: `->` / `=>`, after a wrapper's ')' and other labels. */
const ARROW_SUFFIX = /^[\w)"'`]*\s*(?:,[^\n]*?)?(?:->|=>)/;
const CASE_LABEL = /^(?:case|default|else)\b/;
const WHEN_LABEL = /^(?:when|default|else)\b/;
/** A switch's head: the keyword and its subject (parenthesised or not), then `{`, `:` or nothing (Ruby). */
const SWITCH_HEAD = /^\s*(?:switch|when|match|case|select\s+case)\s*\(?\s*([^{}\n]*?)\s*\)?\s*[{:]?\s*$/;

/** The words of the subject the value starting at `valueStart` (ending at `valueEnd`) is a case label of, if it is one. */
export function caseSubject(
  text: string,
  valueStart: number,
  valueEnd: number,
  lo: number,
): { words: string[]; start: number; end: number } | undefined {
  const lineStart = lineStartAt(text, valueStart, Math.max(lo, valueStart - MAX_LINE));
  const before = text.slice(lineStart, valueStart);
  const after = text.slice(valueEnd, lineEndAt(text, valueEnd, Math.min(text.length, valueEnd + MAX_LINE)));
  if (!CASE_PREFIX.test(before) && !(/^\s*[\w.(]*$/.test(before) && ARROW_SUFFIX.test(after))) return undefined;
  const indent = indentOf(before);
  // The keyword of the value's own label: other lines opening with it are labels too (Ruby's `when`, the others'
  // `case`), and the other keyword may open the head (Ruby's `case x`).
  const labelLine = /^\s*when\b/.test(before) ? WHEN_LABEL : CASE_LABEL;
  let start = lineStart;
  for (let lines = 0; lines < MAX_CASE_LINES && start > lo; lines++) {
    start = lineStartAt(text, start - 1, Math.max(lo, start - 1 - MAX_LINE));
    const line = text.slice(start, lineEndAt(text, start, Math.min(text.length, start + MAX_LINE))).replace(/\r$/, '');
    const trimmed = line.trim();
    // Bodies and other labels of the same switch: deeper lines, and labels at the value's own indent (Go's case sits
    // at its switch's indent).
    const opensBlock = /^(?:switch|when|match)\b.*\{$/.test(trimmed); // Kotlin's `when (x) {` is a head, Ruby's `when 1` a label
    const label = labelLine.test(trimmed) || /(?:->|=>)/.test(trimmed);
    if (!opensBlock && (trimmed === '' || trimmed === '{' || trimmed === '}' || indentOf(line) > indent || label))
      continue;
    const head = SWITCH_HEAD.exec(line);
    if (head === null || head[1] === '') return undefined;
    const words = splitNameWords(head[1]!.replace(/\(\)/g, ''));
    const subjectAt = start + Math.max(0, line.indexOf(head[1]!));
    return words.length > 0 ? { words, start: subjectAt, end: subjectAt + head[1]!.length } : undefined;
  }
  return undefined;
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}
