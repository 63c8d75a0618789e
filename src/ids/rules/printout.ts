// A library's printout of an object: JDA's `TextChannel:general(id=<id>)` on one line, or discord.py's repr broken
// over comment lines (`# <Message` then `# id=<id>`): the class printed names the id (libraryPrintout.ts).
import { kindFromBrokenRepr, kindFromJdaString } from '../readers/libraryPrintout';
import type { IdContext } from './context';
import { finding, foundBy, type Finding, type Rule } from './rule';

const meta = {
  id: 'printout',
  signal: 'printout',
  description: "A library's printout of an object (JDA's toString, discord.py's repr) names the class the id is of.",
} as const;

/** Blanks, line breaks and quotes: where a printout starts. */
const PRINTOUT_EDGE: ReadonlySet<number> = new Set([32, 9, 10, 13, 34, 39, 96]);

export const printoutRule: Rule = {
  meta,
  find(context: IdContext): Finding | undefined {
    const { text, start, end, json } = context;
    const printed = kindFromJdaString(text, start, end);
    if (printed !== undefined) {
      // The printout from its prefix: back to a blank or a quote, across the '(' before the id.
      let from = start;
      while (from > Math.max(0, start - 120) && !PRINTOUT_EDGE.has(text.charCodeAt(from - 1))) from--;
      const prefix = /^[A-Za-z]+/.exec(text.slice(from, start))?.[0]?.toLowerCase();
      return finding(meta, printed, { start: from, end: end + 1, key: prefix });
    }
    // `id=<id>` as the first field of a repr whose class stands on an earlier comment line.
    const name = context.name;
    if (json || name === undefined || !name.assigned || !context.value.whole) return undefined;
    return context.verdict.type === 'generic' ? foundBy(meta, kindFromBrokenRepr(text, name.start)) : undefined;
  },
};
