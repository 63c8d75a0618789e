// `MESSAGE_CREATE {"id": <id>, …}`, `[WS] GUILD_CREATE: {…}`: a gateway event a log prints before its payload names
// the object, so its "id" (printedEvent.ts).
import { printedEventKind } from '../readers/printedEvent';
import type { IdContext } from './context';
import { foundBy, type Finding, type Rule } from './rule';

const meta = {
  id: 'printed-event',
  signal: 'event',
  description: 'A gateway event printed before an object names the object its "id" is of.',
} as const;

export const printedEventRule: Rule = {
  meta,
  find(context: IdContext): Finding | undefined {
    const open = context.opener;
    if (open < 0 || context.text.charCodeAt(open) !== 123) return undefined;
    if (!context.isMember) return undefined;
    return foundBy(meta, printedEventKind(context.text, open, context.lo));
  },
};
