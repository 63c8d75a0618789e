// `ROLES = [<id>, …]`, `channels: { welcome: <id> }`, `"author": {"id": <id>}`: the name the list, map or object
// holding the value is stored under names it (containerDecision.ts). A person-like name (`moderators = […]`) is weak.
import { labelEvidence } from '../readers/containers';
import type { IdContext } from './context';
import { finding, strengthOf, type Finding, type Rule } from './rule';

const meta = {
  id: 'collection-name',
  signal: 'container',
  description: 'The name of the list, map or object holding the value names its kind.',
} as const;

export const collectionNameRule: Rule = {
  meta,
  find(context: IdContext): Finding | undefined {
    if (context.opener < 0) return undefined;
    const container = context.container;
    if (container.type !== 'kind') return undefined;
    // An object's own name names its "id" surely; a person-like list name (`admins = […]`) may be a role's list.
    const member = context.isMember;
    const strength = !member ? strengthOf(container) : 'strong';
    return finding(meta, container.kind, labelEvidence(context.text, container.labelStart, container.words), strength);
  },
};
