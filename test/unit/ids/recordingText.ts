// A stand-in for a string that notes every index read through the members the id code uses (length, charCodeAt,
// codePointAt, slice): the window tests prove with it that nothing outside the window is read. Typed as a string
// for the code under test, which is the point: that code only ever uses these members.

export interface RecordingText {
  text: string;
  lowest: () => number;
  highest: () => number;
}

export function recordingText(text: string): RecordingText {
  let lowest = Infinity;
  let highest = -Infinity;
  const note = (from: number, to: number): void => {
    lowest = Math.min(lowest, from);
    highest = Math.max(highest, to);
  };
  const stand = {
    length: text.length,
    charCodeAt(index: number): number {
      note(index, index);
      return text.charCodeAt(index);
    },
    codePointAt(index: number): number | undefined {
      note(index, index + 1);
      return text.codePointAt(index);
    },
    slice(start: number, end?: number): string {
      note(start, (end ?? text.length) - 1);
      return text.slice(start, end);
    },
  };
  return { text: stand as unknown as string, lowest: () => lowest, highest: () => highest };
}
