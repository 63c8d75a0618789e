// How much of a user's text goes into a tool result: the result as a whole has one bound (about 8,000 tokens), and
// the texts share what the lines every user keeps (id, xp, sonhos, facts) leave of it.
import { quotedLines } from './untrustedText';

/** The whole lookupUsers result, in characters: about 8,000 tokens. */
export const MAX_RESULT_CHARS = 32_000;

const CUT_LINE = '> …';

export interface FittedText {
  /** Quoted lines, each behind `indent> `; the last is `indent> …` when something was left out. */
  lines: string[];
  /** Characters the lines take, with their line breaks. */
  chars: number;
  /** Something was left out, here or already by the profile view (`alreadyCut`). */
  cut: boolean;
}

/**
 * `text` quoted line by line within `budget` characters (line breaks counted). Whole lines while they fit, then as
 * much of the next as fits, cut between UTF-16 pairs, never inside one. Reads only the lines it keeps.
 */
export function fitQuotedText(text: string, indent: string, budget: number, alreadyCut: boolean): FittedText {
  const cutLine = `${indent}${CUT_LINE}`;
  const room = budget - (cutLine.length + 1);
  const lines: string[] = [];
  let chars = 0;
  let cut = false;
  for (const line of quotedLines(text, indent)) {
    const cost = line.length + 1;
    if (chars + cost <= room) {
      lines.push(line);
      chars += cost;
      continue;
    }
    const part = prefixOf(line, room - chars - 1);
    if (part.length > `${indent}> `.length) {
      lines.push(part);
      chars += part.length + 1;
    }
    cut = true;
    break;
  }
  if (cut || alreadyCut) {
    lines.push(cutLine);
    chars += cutLine.length + 1;
  }
  return { lines, chars, cut: cut || alreadyCut };
}

function prefixOf(text: string, length: number): string {
  if (length <= 0) return '';
  let end = Math.min(length, text.length);
  const last = text.charCodeAt(end - 1);
  if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end);
}
