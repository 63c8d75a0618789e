// `123/456/789` with no path word: Discord's links write ids guild/channel/message, and logs follow them (idPair.ts).
import { tokenStartBefore } from '../readers/evidence';
import { kindInIdChain } from '../readers/idPair';
import { URL_LOOKBEHIND } from '../readers/urlContext';
import type { IdContext } from './context';
import { finding, type Finding, type Rule } from './rule';

const meta = {
  id: 'id-chain',
  signal: 'url',
  description: 'Two or three ids joined by slashes are a guild, a channel and a message, in that order.',
} as const;

export const idChainRule: Rule = {
  meta,
  find({ text, start, end }: IdContext): Finding | undefined {
    const kind = kindInIdChain(text, start, end);
    return kind === undefined
      ? undefined
      : finding(meta, kind, { start: tokenStartBefore(text, start, URL_LOOKBEHIND), end });
  },
};
