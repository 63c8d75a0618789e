// `[[<id>, "x"], …]`, `{"items": [{"id": <id>}]}` under `"channels":`: an unnamed container is named by the nearest
// named one around it, a few levels up (containerDecision.ts).
import { climb } from '../readers/containers';
import type { IdContext } from './context';
import { foundBy, type Finding, type Rule } from './rule';

const meta = {
  id: 'outer-collection',
  signal: 'container',
  description: 'An unnamed container is named by the nearest named container around it.',
} as const;

export const outerCollectionRule: Rule = {
  meta,
  find(context: IdContext): Finding | undefined {
    const open = context.opener;
    if (open < 0 || context.container.type !== 'unlabeled') return undefined;
    return foundBy(meta, climb(context.scope, open));
  },
};
