// The name a statement assigns when the value sits lines below it, inside one expression spread over several
// lines: Kotlin `val X_ROLE = env("X")\n    ?.let { Snowflake(it) }\n    ?: Snowflake(<id>)`, a JS call broken after
// its '(' (`const LOG_CHANNEL = client.channels.cache.get(\n  "<id>")`), Python `X = int(os.getenv("X", <id>))`.
// The statement is read back line by line while a line continues the one above it (it starts with an operator,
// or the line above ends open); at most MAX_STATEMENT_LINES lines, none longer than MAX_LINE characters.
// A logical assignment assigns too (Ruby's and JS's `MOD_ROLE_ID ||= pick(<id>, <id>)`), and so does an object's key
// whose value is an expression holding the id (`TICKET_CHANNEL_ID: process.env.TICKET_CHANNEL_ID ?? '<id>'`): a key
// the caller does not take (`welcome:`, which names nothing) is read past, to the statement around its object.
import { lineStartAt } from './lines';
import { splitNameWords } from '../nameWords';

export const MAX_STATEMENT_LINES = 12;
const MAX_LINE = 400;

/**
 * `[modifiers] NAME [: Type] =` (or Go's `:=`, or a logical assignment `||=`, `&&=`, `??=`) at a line's start; not
 * ==, =>, <=, >=, !=.
 */
const DECLARATION =
  /^\s*(?:(?:export|public|private|protected|internal|static|final|const|val|var|let|def|pub|override|readonly|lateinit|open|local|my|our|set)\s+)*([A-Za-z_$\u00c0-\u00ff][\w$\u00c0-\u00ff]*)\s*(?::\s*[^=\n]{1,80}?\s*)?(?:\|\||&&|\?\?|:)?=(?![=>~])/;
/**
 * An object's key at a line's start, quoted or not, and the expression after it, which starts with a name (a call, a
 * member, an environment variable): `KEY: <expression>`. A list or an object after the key is a collection, named by
 * its key (the collection-name rule's), not an expression.
 */
const KEY = /^\s*(["']?)([A-Za-z_$][\w$]*)\1\s*:(?!:)\s*(?=[A-Za-z_$])/;
/** A line that starts by continuing the expression above: ?: ?. . || && ?? + - * / : ) ] } and/or, or an initializer's `{` on a line of its own (C#, Java). */
const CONTINUES_ABOVE = /^\s*(?:\?[:.]|\.(?!\.)|\|\||&&|\?\?|[+\-*/:)\]}]|and\b|or\b|\{\s*$)/;
/** A line that leaves its expression open for the next: ( [ { , = . operators, or a line-continuation backslash. */
const OPEN_AT_END = /(?:[([{,=.+\-*/\\]|\?[:.]|\|\||&&|\?\?|=>|->)\s*$/;

/**
 * The words of the name the statement holding `at` assigns, or undefined when it assigns none. `takesKey`: whether an
 * object's key, whose value is an expression holding `at`, is the name (a key that names nothing is read past).
 */
export function statementAssignee(
  text: string,
  at: number,
  lo: number,
  takesKey: (words: string[]) => boolean = () => false,
): { words: string[]; start: number; end: number } | undefined {
  let lineStart = lineStartAt(text, at, Math.max(lo, at - MAX_LINE));
  let line = text.slice(lineStart, at);
  for (let lines = 0; lines < MAX_STATEMENT_LINES; lines++) {
    const declared = DECLARATION.exec(line);
    if (declared !== null) {
      const start = lineStart + declared[0].lastIndexOf(declared[1]!, declared[0].length);
      return { words: splitNameWords(declared[1]!), start, end: start + declared[1]!.length };
    }
    // A key straight before the value is the value's own name (the name rule's), not a statement's; a key on a line
    // above whose expression ended (`token: process.env.TOKEN,`) is a sibling's.
    const key = KEY.exec(line);
    if (key !== null && key[0].length < line.length && (lines === 0 || !/,\s*$/.test(withoutLineComment(line)))) {
      const words = splitNameWords(key[2]!);
      const start = lineStart + key[0].indexOf(key[2]!);
      if (takesKey(words)) return { words, start, end: start + key[2]!.length };
    }
    if (lineStart <= lo) return undefined;
    const above = previousCodeLine(text, lineStart, lo);
    if (above === undefined) return undefined;
    if (!CONTINUES_ABOVE.test(line) && !OPEN_AT_END.test(withoutLineComment(above.text))) return undefined;
    lineStart = above.start;
    line = above.text;
  }
  return undefined;
}

/** The nearest line above `lineStart` that holds code (comment-only lines skipped), with where it starts. */
function previousCodeLine(text: string, lineStart: number, lo: number): { start: number; text: string } | undefined {
  let end = lineStart - 1; // the line break ending the line above
  for (let skipped = 0; skipped < MAX_STATEMENT_LINES && end >= lo; skipped++) {
    const start = lineStartAt(text, end, Math.max(lo, end - MAX_LINE));
    const line = text.slice(start, end).replace(/\r$/, '');
    const trimmed = line.trim();
    if (trimmed === '') return undefined; // a blank line ends a statement in every language read here
    if (!/^(?:\/\/|#|--|\/\*|\*)/.test(trimmed)) return { start, text: line };
    end = start - 1;
  }
  return undefined;
}

/** The line without a trailing `// …` or ` # …` comment (a rough cut: quotes holding them are rare at a line's end). */
function withoutLineComment(line: string): string {
  return line.replace(/\s(?:\/\/|#).*$/, '');
}
