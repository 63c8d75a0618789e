// `switch (channel.id) { case <id>: …`, `when (guildId) { <id> -> …`: a case label is compared with its switch's
// subject, whose name names it (caseLabel.ts).
import { caseSubject } from '../readers/caseLabel';
import { nameVerdict } from '../idVocabulary';
import type { IdContext } from './context';
import { finding, strengthOf, type Finding, type Rule } from './rule';

const meta = {
  id: 'case-label',
  signal: 'name',
  description: "A case label is named by its switch's subject (switch, when, match, case).",
} as const;

export const caseLabelRule: Rule = {
  meta,
  find({ text, value, lo, json }: IdContext): Finding | undefined {
    const subject = json || !value.whole ? undefined : caseSubject(text, value.start, value.end, lo);
    const verdict = subject === undefined ? undefined : nameVerdict([subject.words]);
    if (verdict?.type !== 'kind') return undefined;
    const evidence = { start: subject!.start, end: subject!.end, key: subject!.words.join('_') };
    return finding(meta, verdict.kind, evidence, strengthOf(verdict));
  },
};
