// `GUILDS=<id>,<id>`: a later item of a list written without brackets carries the name before its first (valueList.ts).
import { nameVerdict } from '../idVocabulary';
import { readNameBefore } from '../readers/nameBefore';
import { bracketlessListStart } from '../readers/valueList';
import { wordsKey } from '../readers/evidence';
import type { IdContext } from './context';
import { finding, strengthOf, type Finding, type Rule } from './rule';

const meta = {
  id: 'bracketless-list',
  signal: 'name',
  description: 'A later item of a list written without brackets (A=1,2) is named by the name before its first.',
} as const;

export const bracketlessListRule: Rule = {
  meta,
  find(context: IdContext): Finding | undefined {
    const { text, lo, json } = context;
    const open = context.opener;
    // Inside '[' or '(' the items are the bracket's.
    if (json || (open >= 0 && (text.charCodeAt(open) === 91 || text.charCodeAt(open) === 40))) return undefined;
    const first = bracketlessListStart(text, context.value.start, lo);
    const name = first === undefined ? undefined : readNameBefore(text, first, lo);
    const verdict = name === undefined ? undefined : nameVerdict(name.tokens);
    if (verdict?.type !== 'kind') return undefined;
    let end = first!;
    while (end > name!.start + 1 && /[\s=:]/.test(text.slice(end - 1, end))) end--;
    return finding(
      meta,
      verdict.kind,
      { start: name!.firstStart, end, key: wordsKey(name!.tokens) },
      strengthOf(verdict),
    );
  },
};
