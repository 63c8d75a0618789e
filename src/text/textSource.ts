// A text read by offsets: an editor's document (which hands out ranges, so a 50 MB log is never copied whole), a
// file's text, or a string an agent passed. Every whole-text scan (src/text/slicedScan.ts) reads through this.

export interface TextSource {
  readonly length: number;
  slice(start: number, end: number): string;
}

export function stringSource(text: string): TextSource {
  return { length: text.length, slice: (start, end) => text.slice(start, end) };
}
