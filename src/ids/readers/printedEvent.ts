// A gateway event printed by a bot's log before its payload: `MESSAGE_CREATE {"id": …}`, `[WS] GUILD_CREATE: {…}`,
// `MESSAGE\_UPDATE -> {…}` (quoted in Markdown, its underscores escaped), `Received CHANNEL_UPDATE with payload {…}`.
// The event's name says what the object right after it is, so what that object's own "id" is.
import type { Found } from './evidence';
import { lineStartAt } from './lines';
import { eventObjectKind } from './objectShape';

/** The most characters read back from the object's brace for the event's name and what joins them. */
const MAX_READ_BACK = 96;

/**
 * The event name, then only what logs put between a name and its payload: arrows, colons, brackets, pipes, dashes,
 * and "with payload"/"data" words. Underscores may come escaped (`\_`), as Markdown quotes them.
 */
const EVENT_BEFORE_BRACE =
  /(?:^|[^A-Za-z0-9_\\])([A-Z][A-Z]*(?:\\?_[A-Z]+)+)\\?[\s:=>\-|)\]]*(?:(?:with\s+)?(?:payload|data|body|event)\s*[:=]?\s*)?$/;

/** The kind of the object opened by the '{' at `open`, from a gateway event's name printed before it on its line. */
export function printedEventKind(text: string, open: number, lo: number): Found | undefined {
  const start = lineStartAt(text, open, Math.max(lo, open - MAX_READ_BACK));
  const mark = EVENT_BEFORE_BRACE.exec(text.slice(start, open));
  if (mark === null) return undefined;
  const event = mark[1]!.replace(/\\_/g, '_');
  const kind = eventObjectKind(event);
  const at = start + mark.index + mark[0].indexOf(mark[1]!);
  return kind === undefined ? undefined : { kind, start: at, end: at + mark[1]!.length, key: event };
}
