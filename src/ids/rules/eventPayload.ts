// `{"t": "MESSAGE_CREATE", "d": {"id": <id>}}`: an object stored under a generic name (d, data, payload) is named by
// the event its siblings give (objectShape.ts).
import { labelEvidence, siblingsOfContainer } from '../readers/containers';
import { eventPayloadKind } from '../readers/objectShape';
import type { IdContext } from './context';
import { finding, type Finding, type Rule } from './rule';

const meta = {
  id: 'event-payload',
  signal: 'event',
  description: 'An object under a generic name (d, data) is named by the event type beside it.',
} as const;

export const eventPayloadRule: Rule = {
  meta,
  find(context: IdContext): Finding | undefined {
    const open = context.opener;
    if (open < 0 || !context.isMember) return undefined;
    const container = context.container;
    if (container.type !== 'generic') return undefined;
    const kind = eventPayloadKind(siblingsOfContainer(context.scope, open, container.labelStart));
    return kind === undefined
      ? undefined
      : finding(meta, kind, labelEvidence(context.text, container.labelStart, container.words));
  },
};
