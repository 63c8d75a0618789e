import assert from 'node:assert/strict';
import { readIdsInTextInput, readLookupUsersInput } from '../../../../../src/features/agentTools/core/toolInput';

const ID = '589142681454035401';
const OTHER = '286816192169341332';

describe('features/agentTools/core/toolInput', () => {
  describe('readLookupUsersInput', () => {
    it('takes 1 to 50 ids, canonical and distinct, in the order first given', () => {
      assert.deepEqual(readLookupUsersInput({ ids: [ID, OTHER, ` ${ID} `, `<@${OTHER}>`] }), {
        ok: true,
        ids: [ID, OTHER],
        refused: [],
        repeated: 2,
      });
      const fifty = Array.from({ length: 50 }, (_, i) => (BigInt(ID) + BigInt(i)).toString());
      const read = readLookupUsersInput({ ids: fifty });
      assert.ok(read.ok && read.ids.length === 50);
    });

    it('refuses a call that is not {ids: [...]} with 1 to 50 entries, saying what it must be', () => {
      for (const input of [undefined, null, 'ids', [ID], {}, { ids: ID }, { ids: [] }, { ids: { 0: ID } }]) {
        const read = readLookupUsersInput(input);
        assert.ok(!read.ok, JSON.stringify(input));
        assert.equal(read.message, 'The input must be {"ids": ["…"]}: 1 to 50 user ids, each a string of digits.');
      }
      const many = readLookupUsersInput({ ids: Array.from({ length: 51 }, () => ID) });
      assert.deepEqual(many, {
        ok: false,
        message: 'At most 50 ids per call, and this call has 51: split them into several calls.',
      });
    });

    it('refuses each invalid entry with its position and the Lookup User box’s reason', () => {
      const read = readLookupUsersInput({
        ids: ['0', '-5', '0123', '9223372036854775808', '99999999999999999999', ID],
      });
      assert.ok(read.ok);
      assert.deepEqual(read.ids, [ID]);
      assert.deepEqual(
        read.refused.map((r) => [r.position, r.shown, r.reason]),
        [
          [1, '"0"', '0 is not a user id.'],
          [2, '"-5"', 'A user id is never negative: type the digits only.'],
          [3, '"0123"', 'A user id does not start with 0.'],
          [4, '"9223372036854775808"', 'That is above the largest user id, 9223372036854775807.'],
          [5, '"99999999999999999999"', 'That is too long for a user id: at most 19 digits.'],
        ],
      );
    });

    it('refuses an id that cannot be a user (under 17 digits, or dated in the future) with the reason, and asks nothing for it', () => {
      const read = readLookupUsersInput({ ids: ['12345', '9007199254740993', '9223372036854775807', ID] });
      assert.ok(read.ok);
      assert.deepEqual(read.ids, [ID]);
      assert.deepEqual(
        read.refused.map((r) => [r.position, r.reason]),
        [
          [1, '12345 cannot be a Discord user: an id of fewer than 17 digits dates from before the first accounts.'],
          [
            2,
            '9007199254740993 cannot be a Discord user: an id of fewer than 17 digits dates from before the first accounts.',
          ],
          [3, '9223372036854775807 cannot be a Discord user: its date, 2084-09-06, is in the future.'],
        ],
      );
    });

    it('refuses a number (its last digits are gone by the time it arrives) and shows it as it came', () => {
      const read = readLookupUsersInput({ ids: [Number(ID), 12n, true, null, { id: ID }] });
      assert.ok(read.ok);
      assert.deepEqual(read.ids, []);
      assert.deepEqual(read.refused[0], {
        position: 1,
        shown: String(Number(ID)),
        reason:
          'a number, not a string: an id must be sent as a string of digits, because a number this long loses its last digits.',
      });
      assert.equal(read.refused[1]?.shown, '12');
      assert.deepEqual(
        read.refused.slice(2).map((r) => [r.position, r.shown, r.reason]),
        [
          [3, undefined, 'not a string.'],
          [4, undefined, 'not a string.'],
          [5, undefined, 'not a string.'],
        ],
      );
    });

    it('never repeats an entry that has letters or is long: it may be a pasted API key', () => {
      const key = 'lorixp_k7YoEB6NLYDjum2kdDfzgb6AN4s1N8v3eVNkBiMC4Kx';
      const read = readLookupUsersInput({ ids: [key, 'abc', '1'.repeat(41), '<@12>x'] });
      assert.ok(read.ok);
      assert.deepEqual(
        read.refused.map((r) => r.shown),
        [undefined, undefined, undefined, undefined],
      );
      assert.ok(!JSON.stringify(read).includes(key));
    });
  });

  describe('readIdsInTextInput', () => {
    it('takes {text: string}, empty included', () => {
      assert.deepEqual(readIdsInTextInput({ text: 'user=1' }), { ok: true, text: 'user=1' });
      assert.deepEqual(readIdsInTextInput({ text: '' }), { ok: true, text: '' });
    });

    it('refuses anything else, and a text past 1,000,000 characters', () => {
      for (const input of [undefined, 'text', { text: 5 }, { body: 'x' }, [{ text: 'x' }]]) {
        assert.deepEqual(readIdsInTextInput(input), {
          ok: false,
          message: 'The input must be {"text": "…"}: the text to find ids in.',
        });
      }
      const long = readIdsInTextInput({ text: 'x'.repeat(1_000_001) });
      assert.deepEqual(long, {
        ok: false,
        message: 'The text is 1000001 characters long, over the limit of 1000000: pass the part that matters.',
      });
    });
  });
});
