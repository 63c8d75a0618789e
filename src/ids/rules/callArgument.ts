// `notify(<id>)` where the same text declares `def notify(channel_id)`: the parameter an argument binds to names it
// better than the callee does (callArguments.ts).
import { parameterOfArgument } from '../readers/callArguments';
import { nameVerdict } from '../idVocabulary';
import { calleeEvidence } from './callSite';
import type { IdContext } from './context';
import { finding, strengthOf, type Finding, type Rule } from './rule';

const meta = {
  id: 'call-argument',
  signal: 'argument',
  description: 'The parameter a call argument binds to, declared in the same text, names it.',
} as const;

export const callArgumentRule: Rule = {
  meta,
  find(context: IdContext): Finding | undefined {
    if (!context.isBareArgument) return undefined;
    const { text, lo, hi, scope } = context;
    const open = context.opener;
    const parameter = parameterOfArgument(text, open, context.value.start, lo, hi, scope.walks);
    const verdict = parameter === undefined ? undefined : nameVerdict([parameter]);
    if (verdict?.type !== 'kind') return undefined;
    return finding(meta, verdict.kind, calleeEvidence(context, open, parameter!.join('_')), strengthOf(verdict));
  },
};
