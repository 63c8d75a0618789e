// `guild_id=<id>`, `"channelId": "<id>"`, `const LOG_CHANNEL = <id>`, `ADMIN = <id>`: the name written before the value
// names it (nameBefore.ts, idVocabulary.ts). A person-like word alone (ADMIN, member) is weak: a block or a comment
// that names a kind may overrule it.
import { nameSpanAt, wordsKey, type Evidence } from '../readers/evidence';
import { nameVerdict } from '../idVocabulary';
import type { NameBefore } from '../readers/nameBefore';
import type { IdContext } from './context';
import { finding, strengthOf, type Finding, type Rule } from './rule';

const meta = { id: 'name', signal: 'name', description: 'The name written before the value names its kind.' } as const;

/** What stands between a name and its value: blanks, `:`, `=`, `>`, `(`, `[`, `-`. */
const NAME_TRAIL: ReadonlySet<number> = new Set([32, 9, 10, 13, 58, 61, 62, 40, 91, 45]);

/**
 * A name before a value: from the word that speaks to the value, its separators trimmed; keyed by all its words. The
 * nearest name alone when it says what they all say (`guild_id` of `WARN guild_id=`), else from the first (`Guild ID`).
 */
export function nameEvidence(context: IdContext, valueStart = context.value.start): Evidence {
  const name = context.name!;
  let end = valueStart;
  while (end > name.start + 1 && NAME_TRAIL.has(context.text.charCodeAt(end - 1))) end--;
  return { start: speakingStart(context, name), end, key: wordsKey(name.tokens) };
}

function speakingStart(context: IdContext, name: NameBefore): number {
  if (name.tokens.length < 2 || context.annotated !== undefined) return name.firstStart;
  const nearest = nameVerdict([name.tokens[name.tokens.length - 1]!]);
  const whole = context.verdict;
  const same =
    nearest.type === 'kind' ? whole.type === 'kind' && whole.kind === nearest.kind : nearest.type === whole.type;
  return same && nearest.type !== 'unrecognized' ? name.start : name.firstStart;
}

export const nameRule: Rule = {
  meta,
  find(context: IdContext): Finding | undefined {
    const verdict = context.verdict;
    if (verdict.type !== 'kind') return undefined;
    const annotated = context.annotated;
    const evidence =
      annotated === undefined
        ? nameEvidence(context)
        : { ...nameSpanAt(context.text, annotated.start), key: annotated.words.join('_') };
    return finding(meta, verdict.kind, evidence, strengthOf(verdict));
  },
};
