// VS Code's glob patterns (files.exclude, search.exclude, an include box), for the streaming scan that has no ripgrep
// to apply them: `**` any folders, `*` and `?` within one name, `{a,b}` alternatives, `[...]` a class. A pattern is
// matched against the path relative to the folder, with `/` separators; one that matches a folder leaves out all in it.
// The expressions made cannot backtrack badly: a repeated group always ends at a `/`, which nothing inside it matches.

export type PathMatcher = (relativePath: string) => boolean;

function escapeChar(c: string): string {
  return /[\\^$.*+?()[\]{}|/]/.test(c) ? `\\${c}` : c;
}

/** The regular expression source of one glob (no anchors). */
export function globSource(glob: string): string {
  let out = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') {
      if (glob[i + 1] === '*') {
        const slashAfter = glob[i + 2] === '/';
        const atStart = i === 0 || glob[i - 1] === '/';
        i += slashAfter ? 2 : 1;
        // `**/` any number of folders (none too); a trailing `**` anything below.
        out += atStart && slashAfter ? '(?:[^/]*/)*?' : '.*';
      } else out += '[^/]*';
    } else if (c === '?') out += '[^/]';
    else if (c === '{') {
      braces++;
      out += '(?:';
    } else if (c === '}' && braces > 0) {
      braces--;
      out += ')';
    } else if (c === ',' && braces > 0) out += '|';
    else if (c === '[') {
      const close = glob.indexOf(']', i + 1);
      if (close < 0) out += '\\[';
      else {
        const body = glob
          .slice(i + 1, close)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\');
        out += `[${body}]`;
        i = close;
      }
    } else out += escapeChar(c);
  }
  return out + ')'.repeat(braces);
}

/** True when a path, or a folder above it, matches one of `globs`. */
export function globMatcher(globs: readonly string[]): PathMatcher {
  if (globs.length === 0) return () => false;
  const sources = globs.map((glob) => globSource(glob.replace(/^\.\//, '').replace(/\/+$/, '')));
  const re = new RegExp(`^(?:${sources.join('|')})(?:/.*)?$`);
  return (relativePath) => re.test(relativePath);
}
