// `object Roles { val A = <id> }`, `class Channels:`, `roles:` over YAML items, `[channels]` over TOML keys: the block,
// class, parent key or section enclosing the value names it, climbing past names that say nothing (enclosingName.ts).
import { kindFromEnclosing } from '../readers/enclosingName';
import type { IdContext } from './context';
import { foundBy, type Finding, type Rule } from './rule';

const meta = {
  id: 'enclosing-block',
  signal: 'container',
  description: 'The block, class, parent key or section enclosing the value names its kind.',
} as const;

export const enclosingBlockRule: Rule = {
  meta,
  find(context: IdContext): Finding | undefined {
    const { scope } = context;
    // `staff_id: […]`: a name with its own "id" leaves only a block that holds a kind to name it.
    const headOnly = context.ownId;
    const found = kindFromEnclosing(
      scope.text,
      context.value.start,
      scope.lo,
      scope.hi,
      scope.json,
      scope.sections,
      scope.walks,
      headOnly,
    );
    return foundBy(meta, found, found?.weak === true ? 'weak' : 'strong');
  },
};
