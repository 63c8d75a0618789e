// `<@&id>` is a role, `<#id>` a channel, `<@id>` a user, `<:name:id>` an emoji, `</name:id>` a command: chat markup
// names the kind of every id it carries (markupContext.ts).
import { markupSpan } from '../readers/evidence';
import { MARKUP_LOOKBEHIND, kindFromMarkup } from '../readers/markupContext';
import type { IdContext } from './context';
import { finding, type Finding, type Rule } from './rule';

const meta = {
  id: 'markup',
  signal: 'markup',
  description: "Discord's chat markup around the id names its kind.",
} as const;

export const markupRule: Rule = {
  meta,
  find({ text, start, end }: IdContext): Finding | undefined {
    const kind = kindFromMarkup(text, start, end);
    return kind === undefined ? undefined : finding(meta, kind, markupSpan(text, start, end, MARKUP_LOOKBEHIND));
  },
};
