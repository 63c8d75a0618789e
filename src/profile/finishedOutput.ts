// Every surface's last word on its size: a bound that holds per field does not hold on the whole (escaping doubles a
// quote or a backslash, a link breaker brackets each '://', every user keeps lines of their own), so each surface
// measures what it is about to emit, as it will be emitted, and trims that. One helper for all of them: the tool
// result, the export rows, the hover and the status bar (issue #35, item 5).

export interface OutputBound {
  maxChars: number;
  maxLines: number;
}

export interface FittedOutput {
  text: string;
  /** Something was trimmed, and the note says so. */
  cut: boolean;
}

/** Lines of `text` ('\n' ends one). */
function lineCount(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

/** `end` moved back so that the head neither splits a surrogate pair nor ends in a backslash escaping what follows. */
function safeEnd(text: string, end: number): number {
  let at = Math.max(0, Math.min(end, text.length));
  const last = text.charCodeAt(at - 1);
  if (at < text.length && last >= 0xd800 && last <= 0xdbff) at--;
  let backslashes = 0;
  while (backslashes < at && text.charCodeAt(at - 1 - backslashes) === 0x5c) backslashes++;
  return backslashes % 2 === 1 ? at - 1 : at;
}

/**
 * The finished output within `bound`, measured as emitted: as it is when within; otherwise its longest head that fits
 * with `note` on a line after it (whole lines, then as much of the next as fits), so what was cut is said.
 */
export function fitFinishedOutput(text: string, bound: OutputBound, note: string): FittedOutput {
  const maxChars = Math.max(0, Math.floor(bound.maxChars));
  const maxLines = Math.max(1, Math.floor(bound.maxLines));
  if (text.length <= maxChars && lineCount(text) <= maxLines) return { text, cut: false };
  const room = maxChars - note.length - 1;
  if (room <= 0) return { text: note.slice(0, maxChars), cut: true };
  let cutAt: number;
  if (maxLines === 1) {
    // One line: the note follows on it.
    const firstBreak = text.indexOf('\n');
    cutAt = firstBreak >= 0 ? Math.min(firstBreak, room) : room;
  } else {
    // Whole lines while they fit (the note takes the last line); then, if a line is left, as much of the next as fits.
    let end = -1;
    let lines = 0;
    while (lines < maxLines - 1) {
      const next = text.indexOf('\n', end + 1);
      if (next < 0 || next > room) break;
      end = next;
      lines++;
    }
    cutAt = lines < maxLines - 1 ? room : Math.max(0, end);
  }
  const head = text.slice(0, safeEnd(text, cutAt)).trimEnd();
  return { text: head === '' ? note : `${head}${maxLines === 1 ? ' ' : '\n'}${note}`, cut: true };
}

/**
 * A structured output (a CSV or JSON row) within `maxChars`, by shrinking its one free-text field: `render(limit)`
 * gives the output with that field cut to `limit` characters. Measured after each try, so escaping that grows the
 * field grows nothing past the bound.
 */
export function fitByShrinkingField(render: (limit: number) => string, fieldChars: number, maxChars: number): string {
  let limit = fieldChars;
  let out = render(limit);
  for (let tries = 0; out.length > maxChars && limit > 0 && tries < 20; tries++) {
    // In proportion to what it is over by: a field whose characters escape to six shrinks six times as fast.
    limit = Math.max(0, Math.min(limit - 1, Math.floor((limit * maxChars) / out.length)));
    out = render(limit);
  }
  return out;
}

/** At most `limit` characters of `text`, with "…" when cut (counted in), never half a surrogate pair. */
export function cutText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  if (limit <= 1) return limit === 1 ? '…' : '';
  return `${text.slice(0, safeEnd(text, limit - 1))}…`;
}
