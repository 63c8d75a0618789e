import assert from 'node:assert/strict';
import { emojiCdnSize, emojiDisplaySize, emojiImageUrl } from '../../../src/markup';

describe('markup/emoji', () => {
  describe('emojiImageUrl', () => {
    it('points at the CDN webp with the size', () => {
      assert.equal(
        emojiImageUrl('123456789012345678', false, 32),
        'https://cdn.discordapp.com/emojis/123456789012345678.webp?size=32',
      );
    });

    it('adds &animated=true for animated emoji', () => {
      assert.equal(
        emojiImageUrl('1167125644296069160', true, 64),
        'https://cdn.discordapp.com/emojis/1167125644296069160.webp?size=64&animated=true',
      );
    });

    it('keeps a 20-digit id digit for digit', () => {
      assert.equal(
        emojiImageUrl('99999999999999999999', false, 16),
        'https://cdn.discordapp.com/emojis/99999999999999999999.webp?size=16',
      );
    });

    it('rounds the size up to one the CDN serves', () => {
      assert.equal(
        emojiImageUrl('123456789012345678', false, 44),
        'https://cdn.discordapp.com/emojis/123456789012345678.webp?size=64',
      );
    });

    it('refuses anything but 17 to 20 digits, so the URL can never carry markup', () => {
      for (const id of [
        '1234567890123456',
        '123456789012345678901',
        '12345678901234567a',
        '123456789012345678"><x',
        '',
        ' 123456789012345678',
      ]) {
        assert.throws(() => emojiImageUrl(id, false, 32), RangeError, id);
      }
    });
  });

  describe('emojiCdnSize', () => {
    it('is the smallest power of two from 16 to 4096 that is at least the size asked', () => {
      const cases: [number, number][] = [
        [0, 16],
        [1, 16],
        [16, 16],
        [17, 32],
        [32, 32],
        [33, 64],
        [48, 64],
        [2049, 4096],
        [4096, 4096],
        [99999, 4096],
        [Number.NaN, 16],
      ];
      for (const [asked, served] of cases) assert.equal(emojiCdnSize(asked), served, `size ${asked}`);
    });
  });

  describe('emojiDisplaySize', () => {
    it('takes whole pixels from 1 to 4096 and falls back otherwise', () => {
      assert.equal(emojiDisplaySize(undefined, 22), 22);
      assert.equal(emojiDisplaySize(16, 22), 16);
      assert.equal(emojiDisplaySize(15.6, 22), 16);
      assert.equal(emojiDisplaySize(0, 22), 22);
      assert.equal(emojiDisplaySize(-5, 22), 22);
      assert.equal(emojiDisplaySize(5000, 22), 22);
      assert.equal(emojiDisplaySize(Number.POSITIVE_INFINITY, 22), 22);
      assert.equal(emojiDisplaySize(Number.NaN, 22), 22);
    });
  });
});
