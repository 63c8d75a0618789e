// `/channels/<guild>/<channel>`, `/emojis/<id>.png`, `/api/guilds/<id>`: the segment before an id in a URL path names it.
import { tokenStartBefore } from '../readers/evidence';
import { URL_LOOKBEHIND, kindFromUrlPath } from '../readers/urlContext';
import type { IdContext } from './context';
import { finding, type Finding, type Rule } from './rule';

const meta = {
  id: 'url-path',
  signal: 'url',
  description: 'The URL path segment before the id names its kind.',
} as const;

export const urlPathRule: Rule = {
  meta,
  find({ text, start, end }: IdContext): Finding | undefined {
    const kind = kindFromUrlPath(text, start, end);
    return kind === undefined
      ? undefined
      : finding(meta, kind, { start: tokenStartBefore(text, start, URL_LOOKBEHIND), end });
  },
};
