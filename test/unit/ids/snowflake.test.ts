import assert from 'node:assert/strict';
import {
  MAX_ID,
  MAX_ID_DIGITS,
  SNOWFLAKE_EPOCH_MS,
  compareIdStrings,
  isIdInRange,
  newestIdAt,
  snowflakeDate,
  snowflakeTimeMs,
} from '../../../src/ids/snowflake';

describe('snowflake', () => {
  describe('isIdInRange', () => {
    const accepted = [
      '1',
      '7',
      '80351110224678912',
      '175928847299117063',
      '1167125644296069160',
      '9223372036854775807',
      '9223372036854775799',
    ];
    const refused = [
      '',
      '0',
      '00',
      '0175928847299117063',
      '9223372036854775808',
      '9999999999999999999',
      '10000000000000000000',
      '-1',
      '+1',
      ' 1',
      '1 ',
      '1.0',
      '1e3',
      '12a',
      '１２',
      '٣',
    ];
    for (const digits of accepted)
      it(`accepts ${JSON.stringify(digits)}`, () => assert.equal(isIdInRange(digits), true));
    for (const digits of refused)
      it(`refuses ${JSON.stringify(digits)}`, () => assert.equal(isIdInRange(digits), false));
  });

  it('orders canonical decimal strings by value', () => {
    assert.ok(compareIdStrings('99', '100') < 0);
    assert.ok(compareIdStrings('175928847299117063', '80351110224678912') > 0);
    assert.equal(compareIdStrings('9223372036854775807', MAX_ID_DIGITS), 0);
    assert.ok(compareIdStrings('9223372036854775806', MAX_ID_DIGITS) < 0);
  });

  it('decodes the creation time of the documented example id exactly', () => {
    // Discord's "Snowflakes" reference: 175928847299117063 was created at 41944705796 ms past its epoch.
    assert.equal(snowflakeTimeMs('175928847299117063'), 41944705796n + SNOWFLAKE_EPOCH_MS);
    assert.equal(snowflakeDate('175928847299117063').toISOString(), '2016-04-30T11:18:25.796Z');
  });

  it('keeps all 64 bits: ids that a double cannot tell apart decode to their own times', () => {
    const firstOfAMs = (BigInt('1167125644296069160') >> 22n) << 22n;
    const lastOfPreviousMs = firstOfAMs - 1n;
    assert.equal(
      Number(firstOfAMs.toString()),
      Number(lastOfPreviousMs.toString()),
      'the premise: a double merges them',
    );
    assert.equal(snowflakeTimeMs(firstOfAMs.toString()) - snowflakeTimeMs(lastOfPreviousMs.toString()), 1n);
    assert.equal(snowflakeTimeMs('9223372036854775807'), (MAX_ID >> 22n) + SNOWFLAKE_EPOCH_MS);
  });

  it('throws on input that is not a decimal integer', () => {
    assert.throws(() => snowflakeTimeMs('12a'), SyntaxError);
  });

  describe('newestIdAt', () => {
    const now = Date.UTC(2026, 10, 22);

    it('is created exactly at the given time, and the next id after it', () => {
      const newest = newestIdAt(now);
      assert.ok(newest !== undefined);
      assert.equal(snowflakeTimeMs(newest), BigInt(now));
      assert.equal(snowflakeTimeMs((BigInt(newest) + 1n).toString()), BigInt(now) + 1n);
    });

    it('is undefined before the epoch and the signed maximum far in the future', () => {
      assert.equal(newestIdAt(Number(SNOWFLAKE_EPOCH_MS) - 1), undefined);
      assert.equal(newestIdAt(Number(SNOWFLAKE_EPOCH_MS)), ((1n << 22n) - 1n).toString());
      assert.equal(newestIdAt(Date.UTC(2100, 0, 1)), MAX_ID_DIGITS);
      assert.equal(newestIdAt(Infinity), MAX_ID_DIGITS);
      assert.equal(newestIdAt(Number.NaN), undefined);
    });

    it('ignores fractions of a millisecond', () => {
      assert.equal(newestIdAt(now + 0.9), newestIdAt(now));
    });
  });
});
