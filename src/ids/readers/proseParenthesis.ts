// Logs name a thing, then give its id in parentheses: `joined guild Test (<id>)`, `Received message in #general
// (<id>)`, `User Someone#0001 (<id>)`, `Logged in as MyBot#1234 (ID: <id>)`. The id's kind is read from the prose
// before the display name: a '#name' is a channel, the name a bot logs in as is the bot itself, a Name#1234 tag a
// user, else the nearest kind word among the few before it. Only the id's line, at most PROSE_LOOKBEHIND characters.
import type { IdKind } from '../idKind';
import { nameVerdict } from '../idVocabulary';
import { lineStartAt } from './lines';
import { splitNameWords } from '../nameWords';

export const PROSE_LOOKBEHIND = 120;
/** Words read before the parenthesis, the display name's included. */
const MAX_WORDS = 6;

/** The kind the prose before `(<id>)` or `(ID: <id>)` gives; undefined when the id is not alone in such parentheses. */
export function kindFromProseParenthesis(text: string, start: number, end: number): IdKind | undefined {
  let after = end;
  while (text.charCodeAt(after) === 32) after++;
  if (text.charCodeAt(after) !== 41) return undefined; // ')'
  const paren = openingParenthesis(text, start);
  if (paren === undefined || text.charCodeAt(paren - 1) !== 32) return undefined; // prose puts a space before it
  const lineStart = lineStartAt(text, paren, Math.max(0, paren - PROSE_LOOKBEHIND));
  const before = text.slice(lineStart, paren).trimEnd();
  if (before === '') return undefined;
  if (LOGGED_IN_AS.test(before)) return 'application';
  const tokens = before.split(/\s+/);
  const displayName = tokens[tokens.length - 1]!;
  if (/^#[^\s#]+$/.test(displayName)) return 'channel';
  if (/^[^\s#]+#\d{4}$/.test(displayName)) return 'user';
  const words = tokens.slice(-MAX_WORDS).flatMap(splitNameWords);
  for (let w = words.length - 1; w >= 0; w--) {
    // `message from Someone (id)`: past a preposition the words name something else than the display name.
    if (PREPOSITIONS.has(words[w]!)) return undefined;
    const verdict = nameVerdict([[words[w]!]]);
    if (verdict.type === 'kind') return verdict.kind;
  }
  return undefined;
}

const PREPOSITIONS: ReadonlySet<string> = new Set([
  'from',
  'by',
  'to',
  'for',
  'of',
  'with',
  'in',
  'on',
  'at',
  'as',
  'de',
  'do',
  'da',
  'para',
  'por',
]);

/** Where the '(' before the id stands: right before it, or before `ID:` / `id=` / `ID ` and blanks. */
function openingParenthesis(text: string, start: number): number | undefined {
  let i = start;
  while (text.charCodeAt(i - 1) === 32) i--;
  if (text.charCodeAt(i - 1) === 58 || text.charCodeAt(i - 1) === 61) i--; // ':' '='
  if (/^id$/i.test(text.slice(i - 2, i))) i -= 2;
  while (text.charCodeAt(i - 1) === 32) i--;
  return text.charCodeAt(i - 1) === 40 ? i - 1 : undefined;
}

/** The name a bot reports itself by when it starts: "Logged in as", "Connected as", "Ready as". */
const LOGGED_IN_AS = /\b(?:logged in as|signed in as|connected as|ready as|running as)\s+\S.{0,40}$/i;
