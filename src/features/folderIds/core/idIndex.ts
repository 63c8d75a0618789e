// The folder tally's ids, found from the digits' bytes as ripgrep printed them: nearly every occurrence in a folder of
// logs is an id seen before, and finding its entry this way makes no string (neither the line's text nor the id's,
// whose Map key would be hashed, and flattened first when it was a cons string, at each occurrence). An open-addressed
// table of entry numbers over the ids' digits kept as bytes; a hit is checked digit by digit, so a hash collision never
// counts the wrong id.

/** Share of the slots in use, at most (the table doubles before it is fuller). */
const MAX_LOAD = 0.5;
const EMPTY = -1;

/** FNV-1a over the digits bytes[start, end). */
function hashDigits(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return hash >>> 0;
}

/** The same hash over the character codes text[start, end) (digits: the same as their bytes). */
function hashChars(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Bytes kept per id: its length, then its digits (an id has at most 19). */
const STRIDE = 20;

export class IdIndex {
  /** Slot pairs: [id number, value], EMPTY where free. */
  private slots = new Int32Array(2 * 1024).fill(EMPTY);
  /** Each id's length and digits, at STRIDE * its number: compared as bytes, never as a string. */
  private digits = new Uint8Array(STRIDE * 1024);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Adds `id` (1 to 19 ASCII digits) as number `value` (0 or more; each id once). */
  add(id: string, value: number): void {
    if (this.count + 1 > (this.slots.length / 2) * MAX_LOAD) this.grow();
    if (STRIDE * (this.count + 1) > this.digits.length) {
      const more = new Uint8Array(this.digits.length * 2);
      more.set(this.digits);
      this.digits = more;
    }
    const at = STRIDE * this.count;
    this.digits[at] = id.length;
    for (let i = 0; i < id.length; i++) this.digits[at + 1 + i] = id.charCodeAt(i);
    this.place(hashDigits(this.digits, at + 1, at + 1 + id.length), this.count++, value);
  }

  /** The number of the id written as bytes[start, end), or -1. */
  find(bytes: Uint8Array, start: number, end: number): number {
    const mask = this.slots.length / 2 - 1;
    const length = end - start;
    const digits = this.digits;
    for (let slot = hashDigits(bytes, start, end) & mask; ; slot = (slot + 1) & mask) {
      const id = this.slots[2 * slot]!;
      if (id === EMPTY) return -1;
      const at = STRIDE * id;
      if (digits[at] !== length) continue;
      let same = true;
      for (let i = 0; i < length; i++)
        if (digits[at + 1 + i] !== bytes[start + i]) {
          same = false;
          break;
        }
      if (same) return this.slots[2 * slot + 1]!;
    }
  }

  /** The number of the id written as text[start, end), or -1 (read in place: no slice of the text is made). */
  findText(text: string, start: number, end: number): number {
    const mask = this.slots.length / 2 - 1;
    const length = end - start;
    const digits = this.digits;
    for (let slot = hashChars(text, start, end) & mask; ; slot = (slot + 1) & mask) {
      const id = this.slots[2 * slot]!;
      if (id === EMPTY) return -1;
      const at = STRIDE * id;
      if (digits[at] !== length) continue;
      let same = true;
      for (let i = 0; i < length; i++)
        if (digits[at + 1 + i] !== text.charCodeAt(start + i)) {
          same = false;
          break;
        }
      if (same) return this.slots[2 * slot + 1]!;
    }
  }

  private place(hash: number, id: number, value: number): void {
    const mask = this.slots.length / 2 - 1;
    let slot = hash & mask;
    while (this.slots[2 * slot] !== EMPTY) slot = (slot + 1) & mask;
    this.slots[2 * slot] = id;
    this.slots[2 * slot + 1] = value;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2).fill(EMPTY);
    for (let slot = 0; slot < old.length; slot += 2) {
      const id = old[slot]!;
      if (id === EMPTY) continue;
      const at = STRIDE * id;
      this.place(hashDigits(this.digits, at + 1, at + 1 + this.digits[at]!), id, old[slot + 1]!);
    }
  }
}
