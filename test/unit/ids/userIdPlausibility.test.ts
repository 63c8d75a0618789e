// The one rule every way in uses to tell whether an id could be a Discord user at all.
import assert from 'node:assert/strict';
import { findIdAt, findIdsInText } from '../../../src/ids/findId';
import { implausibleUserIdReason, whyNotAUserId } from '../../../src/ids/userIdPlausibility';

const NOW_MS = Date.UTC(2026, 10, 22);

describe('user id plausibility', () => {
  const table: [id: string, reason: ReturnType<typeof implausibleUserIdReason>][] = [
    ['1', 'tooShort'],
    ['12345', 'tooShort'],
    ['9007199254740993', 'tooShort'],
    ['4194303999999999', 'tooShort'], // 16 digits
    ['41771983423143936', undefined], // 17 digits: 2015-09
    ['589142681454035401', undefined],
    ['1573850500300800000', undefined], // the first id of NOW_MS's millisecond
    ['1573850500304994304', 'future'], // the first id of the millisecond after
    ['4611686018427387905', 'future'],
    ['9223372036854775807', 'future'],
  ];
  it('refuses ids under 17 digits and ids dated after now; accepts the rest', () => {
    for (const [id, expected] of table) {
      const future = BigInt(id) >> 22n > BigInt(NOW_MS) - 1420070400000n;
      const want = id.length < 17 ? 'tooShort' : future ? 'future' : undefined;
      assert.equal(want, expected, `the table's own arithmetic for ${id}`);
      assert.equal(implausibleUserIdReason(id, NOW_MS), expected, id);
      assert.equal(whyNotAUserId(id, NOW_MS) === undefined, expected === undefined, id);
    }
  });

  it('says why in a sentence that names the id (and its date when in the future)', () => {
    assert.equal(
      whyNotAUserId('12345', NOW_MS),
      '12345 cannot be a Discord user: an id of fewer than 17 digits dates from before the first accounts.',
    );
    assert.equal(
      whyNotAUserId('9223372036854775807', NOW_MS),
      '9223372036854775807 cannot be a Discord user: its date, 2084-09-06, is in the future.',
    );
  });

  it('is the rule detection applies: what it refuses is never found in text, what it accepts is', () => {
    for (const [id, expected] of table) {
      const line = `user_id=${id}`;
      assert.equal(findIdAt(line, 9, { nowMs: NOW_MS }) !== undefined, expected === undefined, id);
      assert.equal(findIdsInText(line, { nowMs: NOW_MS }).length, expected === undefined ? 1 : 0, id);
    }
  });
});
