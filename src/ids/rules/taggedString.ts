// `"channel:<id>"`, `GetChannelAsync("id:<id>")`: a string that tags its id with a kind (valueSpan.ts).
import type { IdContext } from './context';
import { finding, type Finding, type Rule } from './rule';

const meta = {
  id: 'tagged-string',
  signal: 'name',
  description: 'A string that tags its id with a kind word.',
} as const;

export const taggedStringRule: Rule = {
  meta,
  find({ text, start, value }: IdContext): Finding | undefined {
    if (value.prefix === undefined) return undefined;
    const tag = text.slice(value.start + 1, start - 1).toLowerCase();
    return finding(meta, value.prefix.kind, { start: value.start, end: value.end, key: tag });
  },
};
