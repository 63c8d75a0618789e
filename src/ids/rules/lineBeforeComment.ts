// `CHANNEL_ID = <id>  # testing: <id>`: an id in a comment after an assignment is another value for the same name
// (commentBeside.ts).
import { verdictOfLineBeforeComment } from '../readers/commentBeside';
import { splitNameWords } from '../nameWords';
import type { IdContext } from './context';
import { finding, strengthOf, type Finding, type Rule } from './rule';

const meta = {
  id: 'line-before-comment',
  signal: 'name',
  description: 'An id in a comment after an assignment is named by the name the line assigns.',
} as const;

export const lineBeforeCommentRule: Rule = {
  meta,
  find({ text, start }: IdContext): Finding | undefined {
    const verdict = verdictOfLineBeforeComment(text, start);
    if (verdict?.type !== 'kind') return undefined;
    const key = splitNameWords(verdict.name).join('_');
    const evidence = { start: verdict.nameStart, end: verdict.nameStart + verdict.name.length, key };
    return finding(meta, verdict.kind, evidence, strengthOf(verdict));
  },
};
