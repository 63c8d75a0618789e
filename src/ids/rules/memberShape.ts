// An object's members most objects of one kind have (`username` and `discriminator` for a user, `name` and `icon` for
// a guild): its "id" is of that kind, when nothing more certain (its name, an event printed before it) says (objectShape.ts).
import { shapeEvidence } from '../readers/containers';
import { shapeKind } from '../readers/objectShape';
import type { IdContext } from './context';
import { finding, type Finding, type Rule } from './rule';

const meta = {
  id: 'member-shape',
  signal: 'shape',
  description: 'The members an object has (username, icon, topic…) say what its "id" is, short of a decisive one.',
} as const;

export const memberShapeRule: Rule = {
  meta,
  find(context: IdContext): Finding | undefined {
    const name = context.name;
    if (name === undefined || !context.isMember) return undefined;
    const { open, members } = context.objectMembers;
    const kind = shapeKind(members);
    return kind === undefined
      ? undefined
      : finding(meta, kind, shapeEvidence(context.scope, open, name.start, members));
  },
};
