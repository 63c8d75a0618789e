// Profile text is written by strangers, and a tool result is read by a model that may copy it into an answer the
// chat renders as Markdown. So no piece of it may form a link (least of all a command link), an image, raw HTML or a
// theme icon there, and none may pass for a line of the result's own structure. The text comes bounded and with one
// kind of line break from the profile view (profile/profileView.ts); here it is put in a quoting form it cannot leave:
// a JSON string on one line, or lines each behind "  > ". The text stays readable: only the few characters that
// would start such syntax are spaced apart or bracketed.

import { isLineBreak } from '../../../profile/boundedText';

/**
 * `[x](…)`, `[x]: …` (a reference definition), an HTML tag or autolink (`<a`, `</`, `<!`, `<https:`), `$(icon)`,
 * the `command:` scheme however spelled, and what GFM links by itself: `scheme://`, `www.`, `name@domain.tld`.
 */
const LINK_STARTS: readonly [RegExp, string][] = [
  [/\]\s*\(/g, '] ('],
  [/\]:/g, '] :'],
  [/<([a-z/!?])/gi, '< $1'],
  [/\$\(/g, '$ ('],
  [/(command)\s*(:|&#0*58;?|&#x0*3a;?|&colon;?|%3a)/gi, '$1 $2'],
  // Any '://', whatever scheme is before it: a pattern for the scheme, tried at every letter, was quadratic in a long word.
  [/:\/\//g, '[:]//'],
  [/\b(www)\./gi, '$1[.]'],
  [/([a-z0-9._%+-])@([a-z0-9-]+\.)/gi, '$1[@]$2'],
];

/** `text` with every sequence that could start a link, an image, HTML or an icon broken apart. */
export function withoutLinkSyntax(text: string): string {
  let out = text;
  for (const [pattern, replacement] of LINK_STARTS) out = out.replace(pattern, replacement);
  return out;
}

/**
 * Each line of a user's text behind `indent> `, so that nothing in it can pass for a line of the result's own
 * structure. Every form of line break ends a line (the view leaves only '\n'; this holds for any other text too).
 */
export function quotedLines(text: string, indent: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let index = 0; index <= text.length; index++) {
    if (index < text.length && !isLineBreak(text.charCodeAt(index))) continue;
    lines.push(`${indent}> ${text.slice(start, index)}`.trimEnd());
    if (text.charCodeAt(index) === 0x0d && text.charCodeAt(index + 1) === 0x0a) index++;
    start = index + 1;
  }
  return lines;
}

/**
 * Service text as one JSON string: quotes, backslashes and control characters escaped, and the separators JSON leaves
 * raw (U+0085, U+2028, U+2029) as well, so it can neither close its quotes nor break its line.
 */
export function quotedData(text: string): string {
  return JSON.stringify(withoutLinkSyntax(text)).replace(
    /[\u0085\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
