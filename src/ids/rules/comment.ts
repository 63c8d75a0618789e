// `<id>, // Moderators role`, `# Staff channels` over a group of constants: a comment beside the value, else the one
// heading its lines, names it (commentBeside.ts). A comment about people names no later kind word.
import { kindFromCommentAbove, kindFromTrailingComment } from '../readers/commentBeside';
import type { IdContext } from './context';
import { foundBy, type Finding, type Rule } from './rule';

const meta = {
  id: 'comment',
  signal: 'comment',
  description: 'A comment after the value on its line, else the comment heading its group of lines, names its kind.',
} as const;

export const commentRule: Rule = {
  meta,
  find({ json, text, value, lo }: IdContext): Finding | undefined {
    if (json) return undefined;
    return foundBy(meta, kindFromTrailingComment(text, value.end) ?? kindFromCommentAbove(text, value.start, lo));
  },
};
