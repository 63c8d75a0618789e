// `media = "<id>"` among `WELCOME_CHANNEL = "<id>"` and `RULES_CHANNEL = "<id>"`: a member whose name says nothing
// is of the kind its named siblings agree on (siblingConsensus.ts). Not a name with its own id (MAINTAINER_ID).
import { kindFromSiblings } from '../readers/siblingConsensus';
import type { IdContext } from './context';
import { foundBy, type Finding, type Rule } from './rule';

const meta = {
  id: 'siblings',
  signal: 'container',
  description: 'A member whose name says nothing is of the kind its named siblings agree on.',
} as const;

export const siblingsRule: Rule = {
  meta,
  find({ json, text, start, end, lo, hi }: IdContext): Finding | undefined {
    return json ? undefined : foundBy(meta, kindFromSiblings(text, start, end, lo, hi));
  },
};
