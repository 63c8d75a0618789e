// `@<id>` is the Discord `guild_id`, `<id> is the server id.`, "<id> are the role ids": prose that says what the id
// is, right after it. The words the sentence names it by are read as a name (idVocabulary.ts): a person word keeps it
// a user; "is the id of …", "is used for …" and any other sentence that does not name the id itself say nothing.
import { nameVerdict } from '../idVocabulary';
import { splitNameWords } from '../nameWords';
import type { IdContext } from './context';
import { finding, strengthOf, type Finding, type Rule } from './rule';

const meta = {
  id: 'prose-definition',
  signal: 'sentence',
  description: 'A sentence right after the id says what it is: "<id> is the Discord guild_id".',
} as const;

/** The furthest the rule reads after the id: a closing mark, "is the Discord", a name of three words in backticks. */
const LOOKAHEAD = 120;

/**
 * After the id (and the quote or backtick closing it): `is`/`are`, an optional article and "Discord", then the name,
 * one to three words or one code span, which the sentence must end or go on from (`.`, `to`, `of`, `for`, …).
 */
const DEFINITION =
  /^[`'"*_]{0,2}\)?\s{1,3}(?:is|are)\s+(?:(?:the|a|an|your|our|its|my|this|that)\s+)?(?:discord(?:'s)?\s+)?(`?)([A-Za-z_]\w*(?:'s)?(?:[ -][A-Za-z_]\w*(?:'s)?){0,2}?)\1(?=\s*(?:[.,;:!?)]|$)|\s+(?:to|of|for|that|which|where|and|or|in|on|you|we|it)\b)/i;

export const proseDefinitionRule: Rule = {
  meta,
  find({ text, end, json }: IdContext): Finding | undefined {
    if (json) return undefined;
    const after = text.slice(end, Math.min(text.length, end + LOOKAHEAD));
    const match = DEFINITION.exec(after);
    if (match === null) return undefined;
    const verdict = nameVerdict([splitNameWords(match[2]!)]);
    if (verdict.type !== 'kind') return undefined;
    // The evidence is the sentence from its verb: `is the Discord \`guild_id\``.
    const verb = end + match[0].search(/\s(?:is|are)\s/i) + 1;
    return finding(meta, verdict.kind, { start: verb, end: end + match[0].length }, strengthOf(verdict));
  },
};
