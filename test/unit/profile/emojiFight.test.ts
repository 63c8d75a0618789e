import assert from 'node:assert/strict';
import { classifyEmojiFight, isUnicodeEmoji } from '../../../src/profile/emojiFight';

// The characters that belong to two of the emoji classes at once (joiner, variation selector, keycap, regional
// indicators, skin tones), with plain text that makes a match fail at the end.
const AMBIGUOUS = ['\u200d', '\ufe0f', '\u20e3', '\u{1f1e7}', '\u{1f1f7}', '\u{1f3fd}', '\u{1f3fb}', '#', '1', '*'];
const ENDINGS = ['x', ' ', 'a', '\u00e9', ''];

/** The definition, checked one code point at a time with the Unicode properties themselves. */
function reference(text: string): boolean {
  const points = [...text];
  const part = (c: string): boolean =>
    /\p{Extended_Pictographic}/u.test(c) ||
    /\p{Regional_Indicator}/u.test(c) ||
    /\p{Emoji_Component}/u.test(c) ||
    c === '\u200d' ||
    c === '\ufe0f' ||
    c === '\u20e3';
  const anchor = (c: string): boolean =>
    /\p{Extended_Pictographic}/u.test(c) || /\p{Regional_Indicator}/u.test(c) || c === '\u20e3';
  return points.length > 0 && points.every(part) && points.some(anchor);
}

/** A small deterministic generator, so a failure names a string that can be replayed. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('emojiFight: the Unicode emoji check', () => {
  it('answers the backtracking attack (31 joiners and an "x", 35 s with the old pattern) at once, as text', () => {
    const attack = '\u200d'.repeat(31) + 'x';
    assert.deepEqual(classifyEmojiFight(attack), { kind: 'text', text: attack });
    const flags = '\u{1f1e7}'.repeat(15) + 'x';
    assert.deepEqual(classifyEmojiFight(flags), { kind: 'text', text: flags });
  });

  it('agrees with the definition on random strings over the ambiguous characters', () => {
    const random = lcg(20);
    for (let round = 0; round < 5_000; round++) {
      const length = 1 + Math.floor(random() * 40);
      let text = '';
      for (let i = 0; i < length; i++) text += AMBIGUOUS[Math.floor(random() * AMBIGUOUS.length)]!;
      text += ENDINGS[Math.floor(random() * ENDINGS.length)]!;
      assert.equal(isUnicodeEmoji(text), reference(text), JSON.stringify(text));
    }
  });

  it('still takes real emoji: pictographs, flags, keycaps, skin tones, ZWJ sequences', () => {
    for (const emoji of [
      '\u{1f600}',
      '\u{1f1e7}\u{1f1f7}',
      '1\ufe0f\u20e3',
      '\u{1f44d}\u{1f3fd}',
      '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}',
      '\u2764\ufe0f',
    ]) {
      assert.deepEqual(classifyEmojiFight(emoji), { kind: 'unicode', text: emoji });
    }
    for (const text of ['12', '#', '\u200d', 'x\u{1f600}', '\u{1f600} x'])
      assert.equal(classifyEmojiFight(text).kind, 'text', JSON.stringify(text));
  });
});
