// The folder tally's ids, found from the digits' bytes as ripgrep printed them: nearly every occurrence in a folder of
// logs is an id seen before, and finding its entry this way makes no string (neither the line's text nor the id's,
// whose Map key would be hashed, and flattened first when it was a cons string, at each occurrence). An open-addressed
// table of entry numbers; a hit is checked digit by digit against the id, so a hash collision never counts the wrong
// id.

/** Share of the slots in use, at most (the table doubles before it is fuller). */
const MAX_LOAD = 0.5;
const EMPTY = -1;

/** FNV-1a over the digits bytes[start, end), as their character codes. */
function hashDigits(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return hash >>> 0;
}

function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export class IdIndex {
  private slots = new Int32Array(1024).fill(EMPTY);
  private readonly ids: string[] = [];

  get size(): number {
    return this.ids.length;
  }

  /** Adds `id` (ASCII digits) as number `value` (0 or more; each id once). */
  add(id: string, value: number): void {
    if (this.ids.length + 1 > (this.slots.length / 2) * MAX_LOAD) this.grow();
    this.ids.push(id);
    this.place(hashText(id), this.ids.length - 1, value);
  }

  /** The number of the id written as bytes[start, end), or -1. */
  find(bytes: Uint8Array, start: number, end: number): number {
    const mask = this.slots.length / 2 - 1;
    const length = end - start;
    for (let slot = hashDigits(bytes, start, end) & mask; ; slot = (slot + 1) & mask) {
      const at = this.slots[2 * slot]!;
      if (at === EMPTY) return -1;
      const id = this.ids[at]!;
      if (id.length !== length) continue;
      let same = true;
      for (let i = 0; i < length; i++)
        if (id.charCodeAt(i) !== bytes[start + i]) {
          same = false;
          break;
        }
      if (same) return this.slots[2 * slot + 1]!;
    }
  }

  /** Slot pairs: [index into ids, value]. */
  private place(hash: number, at: number, value: number): void {
    const mask = this.slots.length / 2 - 1;
    let slot = hash & mask;
    while (this.slots[2 * slot] !== EMPTY) slot = (slot + 1) & mask;
    this.slots[2 * slot] = at;
    this.slots[2 * slot + 1] = value;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2).fill(EMPTY);
    for (let slot = 0; slot < old.length; slot += 2)
      if (old[slot] !== EMPTY) this.place(hashText(this.ids[old[slot]!]!), old[slot]!, old[slot + 1]!);
  }
}
