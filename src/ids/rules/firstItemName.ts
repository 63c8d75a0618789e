// `guild.id in [<id>, <id>]`, `channel.id in listOf(<id>, …)`: every item of a list is named by the name its first
// item would read before it (before the builder, for a built list).
import { calleeBefore } from '../readers/callArguments';
import { isCollectionBuilder } from '../readers/enclosingName';
import { wordsKey } from '../readers/evidence';
import { isPersonCallee, nameVerdict } from '../idVocabulary';
import { readNameBefore } from '../readers/nameBefore';
import { splitNameWords } from '../nameWords';
import type { IdContext } from './context';
import { finding, type Finding, type Rule } from './rule';

const meta = {
  id: 'first-item-name',
  signal: 'name',
  description: "A list's items are named by the name before the list, as its first item would read it.",
} as const;

export const firstItemNameRule: Rule = {
  meta,
  find(context: IdContext): Finding | undefined {
    const { text, lo, json } = context;
    const open = context.opener;
    const code = open < 0 ? -1 : text.charCodeAt(open);
    if (json || (code !== 91 && code !== 40)) return undefined;
    let name = readNameBefore(text, open + 1, lo);
    if (name !== undefined && name.tokens.length === 1 && isCollectionBuilder(name.tokens[0]!))
      name = readNameBefore(text, name.start, lo);
    if (name === undefined) return undefined;
    const tokens = isCollectionBuilder(name.tokens[name.tokens.length - 1]!) ? name.tokens.slice(0, -1) : name.tokens;
    const verdict = nameVerdict(tokens);
    if (verdict.type !== 'kind' || verdict.weak === true) return undefined;
    // `send_user_message(<id>, …)`: a call named for a person and a kind names none of its arguments (a builder's
    // name, `ADMIN_ROLES = listOf(`, is not the call's: the list is named by what it is assigned to).
    const callee = code === 40 ? calleeBefore(text, open, lo) : undefined;
    if (callee !== undefined && verdict.kind !== 'user' && isPersonCallee(splitNameWords(callee.name)))
      return undefined;
    let end = open;
    while (end > name.start + 1 && /[\s=:([]/.test(text.slice(end - 1, end))) end--;
    return finding(meta, verdict.kind, { start: name.firstStart, end, key: wordsKey(tokens) });
  },
};
