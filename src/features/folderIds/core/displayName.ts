// A file name as the view shows it: a name may hold a newline, a tab, any control character or a direction override
// (a Linux file system allows every byte but `/` and NUL). Shown raw, such a name would break the row into lines or
// reorder its text; each is shown as a visible escape instead, and the file is still opened by its real name.

// eslint-disable-next-line no-control-regex -- control characters are what this finds
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function displayName(name: string): string {
  return name.replace(INVISIBLE, (c) => NAMED[c] ?? `\\u{${c.charCodeAt(0).toString(16).padStart(2, '0')}}`);
}
