// A value in a list written without brackets: `GUILDS=1,2` (.env, properties), `roles: 1, 2` (YAML, INI),
// `ADMINS = 1, 2` (a Python tuple). Every item after the first carries the name the first one does: the list
// starts after the '=' or ':' that follows the name. Only the value's own line is read, at most MAX_LIST_CHARS of it.

/** The longest stretch of a one-line list read back from a value (some 48 ids). */
export const MAX_LIST_CHARS = 1024;

const C = { comma: 44, equals: 61, colon: 58, space: 32, tab: 9, dquote: 34, squote: 39, backtick: 96 } as const;

function isListCode(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    code === C.comma ||
    code === C.space ||
    code === C.tab ||
    code === C.dquote ||
    code === C.squote ||
    code === C.backtick
  );
}

/**
 * Where the first item of the bracketless list holding the value at `valueStart` begins, or undefined when the
 * value is not a later item of such a list (no comma before it, or the list does not follow '=' or ':').
 */
export function bracketlessListStart(text: string, valueStart: number, lo: number): number | undefined {
  const lowest = Math.max(lo, valueStart - MAX_LIST_CHARS);
  let i = valueStart;
  let commas = 0;
  while (i > lowest && isListCode(text.charCodeAt(i - 1))) {
    if (text.charCodeAt(i - 1) === C.comma) commas++;
    i--;
  }
  const separator = text.charCodeAt(i - 1);
  if (commas === 0 || i <= lowest || (separator !== C.equals && separator !== C.colon)) return undefined;
  if (text.charCodeAt(i - 2) === C.equals || text.charCodeAt(i - 2) === 33) return undefined; // == and !=: a comparison
  while (text.charCodeAt(i) === C.space || text.charCodeAt(i) === C.tab) i++;
  return i;
}
