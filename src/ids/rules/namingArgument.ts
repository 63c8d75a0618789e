// `define('WELCOME_CHANNEL', '<id>')`, `os.getenv("LOG_CHANNEL", "<id>")`: a call's first argument, a string that is
// a name, names its second (valueName.ts).
import { kindOfNamingArgument } from '../readers/valueName';
import type { IdContext } from './context';
import { foundBy, type Finding, type Rule } from './rule';

const meta = {
  id: 'naming-argument',
  signal: 'argument',
  description: "A call's first argument, a name in a string, names the id given as its second.",
} as const;

export const namingArgumentRule: Rule = {
  meta,
  find(context: IdContext): Finding | undefined {
    const open = context.opener;
    if (context.json || open < 0 || context.text.charCodeAt(open) !== 40) return undefined;
    return foundBy(meta, kindOfNamingArgument(context.text, open, context.value.start));
  },
};
