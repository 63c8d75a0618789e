// A file's text shown in a hover as inline code: the evidence a verdict rested on (a name, a comment, a URL path). The
// text is anyone's (a repository's), so it is as hostile as a profile's: nothing in it may become a link, a command
// link, HTML, an image or a theme icon, and it may not end the code span early.
//
// Inside a code span Markdown reads nothing (CommonMark 6.1; marked's codespan rule): no escape, entity, link, autolink
// or HTML, and marked writes `<`, `>`, `&` and quotes as entities. What is left to keep out:
// - the span's own end: a run of backticks as long as the fence. The fence is one backtick longer than the longest run
//   in the text, and a space pads a text that starts or ends with a backtick, or starts and ends with a space (one space is
//   stripped from each side then);
// - a line break, which would let the next line start a block: every line break and control character (bidirectional
//   overrides too) becomes a space;
// - a theme icon: VS Code draws `$(name)` in the HTML marked made, code included (markdownEscape.ts). A word joiner
//   (U+2060, invisible) after every `$` before `(` breaks the pattern and shows the same text.
const WORD_JOINER = '\u2060';

/**
 * C0 and C1 controls (line feeds, carriage returns, NEL among them), DEL, the line and paragraph separators, and the
 * bidirectional embeddings, overrides and isolates (which would show the evidence in another order than it is written).
 */
function isControl(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** The longest run of backticks in `text`. */
function longestBacktickRun(text: string): number {
  let longest = 0;
  let run = 0;
  for (let index = 0; index < text.length; index++) {
    run = text.charCodeAt(index) === 0x60 ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

/** `text` as one Markdown code span that shows exactly its characters; '' for an empty text. */
export function markdownCodeSpan(text: string): string {
  let inert = '';
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    inert += isControl(code) ? ' ' : text.charAt(index);
    if (code === 0x24 && text.charCodeAt(index + 1) === 0x28) inert += WORD_JOINER;
  }
  if (inert.length === 0) return '';
  const fence = '`'.repeat(longestBacktickRun(inert) + 1);
  // CommonMark strips one space from each side when both are there (and the text is not all spaces).
  const stripped = inert.startsWith(' ') && inert.endsWith(' ') && /[^ ]/.test(inert);
  const pad = stripped || inert.startsWith('`') || inert.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${inert}${pad}${fence}`;
}
