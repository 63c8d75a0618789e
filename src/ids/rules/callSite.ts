// Shared by the rules that read a call: the callee's name at the call site, as evidence keyed by the callee and what
// is read of the argument.
import { calleeBefore } from '../readers/callArguments';
import type { Evidence } from '../readers/evidence';
import type { IdContext } from './context';

export function calleeEvidence(context: IdContext, open: number, what: string): Evidence {
  const callee = calleeBefore(context.text, open, context.lo);
  return { start: callee?.start ?? open, end: open + 1, key: `${callee?.name ?? ''}(${what})` };
}
