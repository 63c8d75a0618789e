// A comment on the id's own line: `ID, // Moderators role` names the kind in its last word; `X = ID  # testing: ID`
// gives the second id the name the line assigns. A bare name (`# R. Danny`) names nothing. Only the id's line is read.
import type { IdKind } from './idKind';
import { nameVerdict, type NameVerdict } from './idVocabulary';
import { lineEndAt, lineStartAt } from './lines';
import { splitNameWords } from './nameWords';

/** A comment's last word, when it is one of these, names the kind of the id before it. */
const COMMENT_KIND_WORDS: ReadonlyMap<string, IdKind> = new Map<string, IdKind>([
  ['role', 'role'], ['roles', 'role'], ['channel', 'channel'], ['channels', 'channel'], ['category', 'channel'], ['thread', 'channel'],
  ['guild', 'guild'], ['server', 'guild'], ['emoji', 'emoji'], ['emote', 'emoji'], ['message', 'message'], ['webhook', 'webhook'],
  ['user', 'user'], ['application', 'application'], ['app', 'application'], ['bot', 'application'],
]);

/** The longest line read on either side of the id. */
const MAX_LINE = 400;

/** The kind a trailing comment after the value ending at `valueEnd` names in its last word. */
export function kindFromTrailingComment(text: string, valueEnd: number): IdKind | undefined {
  const lineEnd = lineEndAt(text, valueEnd, Math.min(text.length, valueEnd + MAX_LINE));
  const rest = text.slice(valueEnd, lineEnd);
  const mark = /^[\s,;)\]}]*(?:\/\/+|#+|--)\s*(.*)$/.exec(rest);
  if (mark === null) return undefined;
  const words = splitNameWords(mark[1]!);
  const last = words[words.length - 1];
  return last === undefined ? undefined : COMMENT_KIND_WORDS.get(last);
}

/**
 * An id inside a line comment that follows an assignment on the same line (`CHANNEL_ID = 1  # testing: 2`):
 * the verdict of the assigned name, as the comment gives another value for the same thing.
 */
export function verdictOfLineBeforeComment(text: string, idStart: number): NameVerdict | undefined {
  const lineStart = lineStartAt(text, idStart, Math.max(0, idStart - MAX_LINE));
  const before = text.slice(lineStart, idStart);
  const mark = /^(.*?)(?:#|\/\/)/.exec(before);
  if (mark === null) return undefined;
  const assignment = /([A-Za-z_$][\w$]*)\s*(?::\s*[\w.[\]<>?]+\s*)?[:=]\s*\S+[\s,;]*$/.exec(mark[1]!);
  if (assignment === null) return undefined;
  return nameVerdict([splitNameWords(assignment[1]!)]);
}
