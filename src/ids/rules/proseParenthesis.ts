// `joined guild Test (<id>)`, `#general (<id>)`, `Logged in as Bot#1 (ID: <id>)`: a log's prose before the
// parenthesis names what the id in it is (proseParenthesis.ts).
import { lineStartAt } from '../readers/lines';
import { PROSE_LOOKBEHIND, kindFromProseParenthesis } from '../readers/proseParenthesis';
import type { IdContext } from './context';
import { finding, type Finding, type Rule } from './rule';

const meta = {
  id: 'prose-parenthesis',
  signal: 'name',
  description: 'Prose before an id in parentheses names it: a #channel, a guild, the bot logged in as.',
} as const;

export const proseParenthesisRule: Rule = {
  meta,
  find({ text, start, end, json }: IdContext): Finding | undefined {
    const kind = json ? undefined : kindFromProseParenthesis(text, start, end);
    if (kind === undefined) return undefined;
    let close = end;
    while (close < end + 8 && close < text.length && text.charCodeAt(close) !== 41) close++;
    const lineStart = lineStartAt(text, start, Math.max(0, start - PROSE_LOOKBEHIND));
    let from = Math.max(lineStart, start - 60);
    while (from > lineStart && text.charCodeAt(from - 1) !== 32) from--;
    return finding(meta, kind, { start: from, end: text.charCodeAt(close) === 41 ? close + 1 : end });
  },
};
