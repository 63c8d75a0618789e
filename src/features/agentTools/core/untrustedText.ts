// Profile text is written by strangers, and a tool result is read by a model that may copy it into an answer the
// chat renders as Markdown. So no piece of it may form a link (least of all a command link) or a theme icon there.
// The text stays readable: only the few characters that would start such syntax are spaced apart.

/** `[x](…)`, `[x]: …` (a reference definition), `<scheme:…>` (an autolink), `$(icon)`, and the `command:` scheme however spelled. */
const LINK_STARTS: readonly [RegExp, string][] = [
  [/\]\s*\(/g, '] ('],
  [/\]:/g, '] :'],
  [/<([a-z][a-z0-9+.-]*):/gi, '< $1:'],
  [/\$\(/g, '$ ('],
  [/(command)\s*(:|&#0*58;?|&#x0*3a;?|&colon;?|%3a)/gi, '$1 $2'],
];

/** `text` with every sequence that could start a link or an icon broken by a space. */
export function withoutLinkSyntax(text: string): string {
  let out = text;
  for (const [pattern, replacement] of LINK_STARTS) out = out.replace(pattern, replacement);
  return out;
}

/** Each line of a user's text behind "> ", so that nothing in it can pass for a line of the result's own structure. */
export function quotedLines(text: string, indent: string): string[] {
  return text.split(/\r\n?|\n/).map((line) => `${indent}> ${line}`.trimEnd());
}
