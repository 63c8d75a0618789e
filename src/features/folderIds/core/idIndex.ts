// The folder tally's ids, found from the digits' bytes as ripgrep printed them: nearly every occurrence in a folder of
// logs is an id seen before, and finding its entry this way makes no string (neither the line's text nor the id's,
// whose Map key would be hashed, and flattened first when it was a cons string, at each occurrence).
//
// An open-addressed table whose slot holds the whole id, not a hash of it: an id of at most 19 digits is three numbers
// (its length and first digits, its next 6 digits, its last 6), so a hit is the id itself and a collision can never
// count the wrong one. Key and value share a slot, and the value carries whether the id is settled: finding a settled
// id reads one slot of memory (a table of a hundred thousand ids is far bigger than a core's cache, and each separate
// read there was a cache miss: the key's digits, then the entry, to learn it was settled).

import { MAX_ID_DIGITS } from '../../../ids/snowflake';

/** Share of the slots in use, at most (the table doubles before it is fuller). */
const MAX_LOAD = 0.5;
/** Int32 words per slot: [length + 32 × leading digits (0 where free), middle 6 digits, last 6 digits, value]. */
const WORDS = 4;
/** The longest id; a longer run is no id, and its leading digits would not fit the slot's first word. */
const MAX_DIGITS = MAX_ID_DIGITS.length;
/** The last digits and the middle ones: 6 each (below 10^6). */
const PART = 6;

/** The id's three words, found by readKey (one shared triple: no object per lookup). */
let keyHead = 0;
let keyMiddle = 0;
let keyTail = 0;

/** Reads the digits bytes[start, end) into keyHead, keyMiddle, keyTail; false when they are no id (too long, none, not digits). */
function readKey(bytes: Uint8Array, start: number, end: number): boolean {
  const length = end - start;
  if (length < 1 || length > MAX_DIGITS) return false;
  const middleFrom = Math.max(start, end - 2 * PART);
  const tailFrom = Math.max(start, end - PART);
  let head = 0;
  let middle = 0;
  let tail = 0;
  let i = start;
  let digit: number;
  for (; i < middleFrom; i++) {
    if ((digit = bytes[i]! - 48) >>> 0 > 9) return false;
    head = head * 10 + digit;
  }
  for (; i < tailFrom; i++) {
    if ((digit = bytes[i]! - 48) >>> 0 > 9) return false;
    middle = middle * 10 + digit;
  }
  for (; i < end; i++) {
    if ((digit = bytes[i]! - 48) >>> 0 > 9) return false;
    tail = tail * 10 + digit;
  }
  keyHead = head * 32 + length;
  keyMiddle = middle;
  keyTail = tail;
  return true;
}

/** The characters readKeyOfText hands to readKey (one shared buffer: no array per lookup). */
const textCodes = new Uint8Array(MAX_DIGITS);

/**
 * readKey over text[start, end): its characters as the bytes they are (an ASCII digit is its byte). A character past
 * ASCII is no digit, and would wrap in a byte ('ı', U+0131, would read as '1').
 */
function readKeyOfText(text: string, start: number, end: number): boolean {
  const length = end - start;
  if (length < 1 || length > MAX_DIGITS) return false;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(start + i);
    if (code > 0x7f) return false;
    textCodes[i] = code;
  }
  return readKey(textCodes, 0, length);
}

/** The key's slot number before probing. */
function hashKey(mask: number): number {
  let hash = Math.imul(keyHead ^ 0x9e3779b9, 0x85ebca6b);
  hash = Math.imul(hash ^ keyMiddle ^ (hash >>> 15), 0xc2b2ae35);
  hash = Math.imul(hash ^ keyTail ^ (hash >>> 13), 0x27d4eb2f);
  return (hash ^ (hash >>> 16)) & mask;
}

export class IdIndex {
  private slots = new Int32Array(WORDS * 1024);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Adds `id` (1 to 19 ASCII digits, each id once) as number `value` (0 to 2^30 - 1), not settled. */
  add(id: string, value: number): void {
    // Grown first: growing rehashes through the shared key.
    if (this.count + 1 > (this.slots.length / WORDS) * MAX_LOAD) this.grow();
    if (!readKeyOfText(id, 0, id.length)) throw new RangeError(`not an id: ${id}`);
    this.count++;
    const slots = this.slots;
    const mask = slots.length / WORDS - 1;
    let slot = hashKey(mask);
    while (slots[WORDS * slot] !== 0) slot = (slot + 1) & mask;
    const at = WORDS * slot;
    slots[at] = keyHead;
    slots[at + 1] = keyMiddle;
    slots[at + 2] = keyTail;
    slots[at + 3] = value * 2;
  }

  /** The number of the id written as bytes[start, end), or -1. */
  find(bytes: Uint8Array, start: number, end: number): number {
    const at = readKey(bytes, start, end) ? this.slotOfKey() : -1;
    return at < 0 ? -1 : this.slots[at + 3]! >>> 1;
  }

  /** The number of the id written as bytes[start, end) when it is settled, else -1 (unknown or not settled). */
  findSettled(bytes: Uint8Array, start: number, end: number): number {
    const at = readKey(bytes, start, end) ? this.slotOfKey() : -1;
    if (at < 0) return -1;
    const word = this.slots[at + 3]!;
    return (word & 1) === 1 ? word >>> 1 : -1;
  }

  /** The number of the id written as text[start, end), or -1 (read in place: no slice of the text is made). */
  findText(text: string, start: number, end: number): number {
    const at = readKeyOfText(text, start, end) ? this.slotOfKey() : -1;
    return at < 0 ? -1 : this.slots[at + 3]! >>> 1;
  }

  /** Marks `id` (added before) settled or not: findSettled finds it only while it is. */
  setSettled(id: string, settled: boolean): void {
    const at = readKeyOfText(id, 0, id.length) ? this.slotOfKey() : -1;
    if (at < 0) throw new RangeError(`not in the index: ${id}`);
    this.slots[at + 3] = (this.slots[at + 3]! & ~1) | (settled ? 1 : 0);
  }

  /** The first word of the slot holding the key read last, or -1. */
  private slotOfKey(): number {
    const slots = this.slots;
    const mask = slots.length / WORDS - 1;
    for (let slot = hashKey(mask); ; slot = (slot + 1) & mask) {
      const at = WORDS * slot;
      const head = slots[at]!;
      if (head === 0) return -1;
      if (head === keyHead && slots[at + 1] === keyMiddle && slots[at + 2] === keyTail) return at;
    }
  }

  private grow(): void {
    const old = this.slots;
    const slots = new Int32Array(old.length * 2);
    const mask = slots.length / WORDS - 1;
    for (let from = 0; from < old.length; from += WORDS) {
      if (old[from] === 0) continue;
      keyHead = old[from]!;
      keyMiddle = old[from + 1]!;
      keyTail = old[from + 2]!;
      let slot = hashKey(mask);
      while (slots[WORDS * slot] !== 0) slot = (slot + 1) & mask;
      // Word by word: a subarray per slot was 25 MB of garbage in a 1 GB scan.
      const to = WORDS * slot;
      for (let w = 0; w < WORDS; w++) slots[to + w] = old[from + w]!;
    }
    this.slots = slots;
  }
}
