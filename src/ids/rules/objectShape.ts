// The object an id is a member of: members only one kind has (`"topic"` for a channel, `"permissions"` with a
// `"color"` for a role) decide an `"id"`, and a qualified key (`target_id` beside `target_type`, `owner_id` beside
// `type: 1`) is what its sibling says (objectShape.ts).
import { shapeEvidence } from '../readers/containers';
import { decisiveShapeKind, QUALIFIED_KEYS, qualifiedKind } from '../readers/objectShape';
import type { IdContext } from './context';
import { nameEvidence } from './nameBefore';
import { finding, type Finding, type Rule } from './rule';

const meta = {
  id: 'object-shape',
  signal: 'shape',
  description: 'Members only one kind of object has name its "id"; a qualified key is what its sibling says.',
} as const;

export const objectShapeRule: Rule = {
  meta,
  find(context: IdContext): Finding | undefined {
    const name = context.name;
    if (name === undefined || !name.assigned) return undefined;
    const { scope } = context;
    const key = name.tokens[name.tokens.length - 1]!.join('_');
    if (QUALIFIED_KEYS.has(key)) {
      const kind = qualifiedKind(key, context.objectMembers.members);
      if (kind === undefined) return undefined;
      return finding(meta, kind, { ...nameEvidence(context), key });
    }
    if (!context.isMember) return undefined;
    const { open, members } = context.objectMembers;
    const kind = decisiveShapeKind(members);
    return kind === undefined ? undefined : finding(meta, kind, shapeEvidence(scope, open, name.start, members));
  },
};
