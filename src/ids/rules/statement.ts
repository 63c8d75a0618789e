// `val X_ROLE = env("X")\n  ?: Snowflake(<id>)`, `X = int(os.getenv("X", <id>))`, `MOD_ROLE ||= pick(<id>, <id>)`,
// `LOG_CHANNEL: process.env.LOG_CHANNEL ?? '<id>'`: the name a statement (or an object's key) assigns an expression
// names the value inside it, on its line or lines below (statementName.ts).
import { nameVerdict } from '../idVocabulary';
import type { IdContext } from './context';
import { finding, strengthOf, type Finding, type Rule } from './rule';
import { statementAssignee } from '../readers/statementName';

const meta = {
  id: 'statement',
  signal: 'statement',
  description: 'The name the statement holding the value assigns, lines above it, names it.',
} as const;

export const statementRule: Rule = {
  meta,
  find(context: IdContext): Finding | undefined {
    if (context.json) return undefined;
    // A value with a name of its own (`ADMIN = <id>` in `muteRoles = map{…}`): only the statement whose bracket holds
    // it, not the value's own (whose assignee is that name).
    if (context.verdict.type === 'kind' && context.opener < 0) return undefined;
    const assignee = statementAssignee(
      context.text,
      context.value.start,
      context.lo,
      (words) => nameVerdict([words]).type === 'kind',
    );
    const verdict = assignee === undefined ? undefined : nameVerdict([assignee.words]);
    if (verdict?.type !== 'kind') return undefined;
    return finding(meta, verdict.kind, { ...assignee!, key: assignee!.words.join('_') }, strengthOf(verdict));
  },
};
