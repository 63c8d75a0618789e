import assert from 'node:assert/strict';
import { parseUserBody, prettyUserBody } from '../../../../src/api/model/userSchema';

const ID = '589142681454035401';
function body(fields: Record<string, string>): string {
  const base: Record<string, string> = {
    id: `"${ID}"`,
    xp: '1200',
    sonhos: '35',
    aboutMe: '"hi"',
    gender: '"FEMALE"',
    emojiFightEmoji: '"<:lori:123>"',
  };
  const merged = { ...base, ...fields };
  return `{${Object.entries(merged)
    .filter(([, v]) => v !== 'ABSENT')
    .map(([k, v]) => `"${k}":${v}`)
    .join(',')}}`;
}

function invalid(text: string): { field?: string; message: string } {
  const r = parseUserBody(text, ID);
  assert.ok(!r.ok, 'expected a validation failure');
  assert.equal(r.error.kind, 'InvalidResponse');
  return r.error;
}

describe('User body', () => {
  it('turns a valid body into a User with exact counters', () => {
    const text = body({ xp: '9007199254740993', sonhos: '9223372036854775807' });
    const r = parseUserBody(text, ID);
    assert.ok(r.ok);
    assert.deepEqual(r.user, {
      id: ID,
      xp: 9007199254740993n,
      sonhos: 9223372036854775807n,
      aboutMe: 'hi',
      emojiFightEmoji: '<:lori:123>',
      gender: 'FEMALE',
      banState: null,
    });
    assert.match(prettyUserBody(text), /^ {2}"xp": 9007199254740993,$/m);
  });

  it('accepts null text fields, unknown genders, extra fields and a ban state', () => {
    const text = body({
      aboutMe: 'null',
      emojiFightEmoji: 'null',
      gender: '"NONBINARY"',
      features: '{"thirdPartySonhosTransferTax":0.05}',
      lorittaBanState: '{"bannedAt":"2024-01-01T00:00:00Z","expiresAt":null,"reason":"spam"}',
    });
    const r = parseUserBody(text, ID);
    assert.ok(r.ok);
    assert.equal(r.user.aboutMe, null);
    assert.equal(r.user.emojiFightEmoji, null);
    assert.equal(r.user.gender, 'NONBINARY');
    assert.deepEqual(r.user.banState, { bannedAt: '2024-01-01T00:00:00Z', expiresAt: null, reason: 'spam' });
    assert.match(prettyUserBody(text), /"thirdPartySonhosTransferTax": 0.05/);
  });

  it('names the field and what was wrong', () => {
    const xp = invalid(body({ xp: '"abc"' }));
    assert.equal(xp.field, 'xp');
    assert.match(xp.message, /`xp` must be an integer/);
    assert.equal(invalid(body({ sonhos: '1.5' })).field, 'sonhos');
    const gender = invalid(body({ gender: 'ABSENT' }));
    assert.equal(gender.field, 'gender');
    assert.match(gender.message, /`gender` is missing/);
    assert.equal(invalid(body({ aboutMe: '12' })).field, 'aboutMe');
    const ban = invalid(body({ lorittaBanState: '{"bannedAt":"x","expiresAt":null}' }));
    assert.equal(ban.field, 'lorittaBanState.reason');
    assert.match(invalid('[1,2]').message, /must be a JSON object/);
  });

  it('takes xp and sonhos as signed 64-bit integers, and names the field when one is not', () => {
    const r = parseUserBody(body({ xp: '-9223372036854775808', sonhos: '-1' }), ID);
    assert.ok(r.ok);
    assert.equal(r.user.xp, -(2n ** 63n));
    assert.equal(r.user.sonhos, -1n);
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ xp: '9223372036854775808' }, 'xp', /`xp` is outside the signed 64-bit range/],
      [{ sonhos: '-9223372036854775809' }, 'sonhos', /`sonhos` is outside the signed 64-bit range/],
      [{ xp: '1e30' }, 'xp', /`xp` must be an integer\./],
      [{ xp: '9007199254740993.0' }, 'xp', /`xp` must be an integer\./],
      [
        { sonhos: '1'.padEnd(300, '0') },
        'sonhos',
        /`sonhos` is an integer of 300 digits, outside the signed 64-bit range/,
      ],
      [{ xp: '1e400' }, 'xp', /`xp` is a number too large to represent/],
      [{ features: '{"tax":-1e999}' }, 'features.tax', /`features\.tax` is a number too large to represent/],
    ];
    for (const [fields, field, message] of cases) {
      const e = invalid(body(fields));
      assert.equal(e.field, field, JSON.stringify(fields).slice(0, 60));
      assert.match(e.message, message);
    }
  });

  it('checks the id: decimal, in range, and the one asked for', () => {
    assert.equal(invalid(body({ id: ID })).field, 'id', 'a number instead of a string');
    assert.equal(invalid(body({ id: '"12ab"' })).field, 'id');
    assert.match(invalid(body({ id: '"9223372036854775808"' })).message, /`id` is not a user id/);
    assert.match(invalid(body({ id: '"123"' })).message, /not the requested 589142681454035401/);
  });

  it('reports a body that is not JSON as such', () => {
    const e = invalid('{"id":"1",');
    assert.equal(e.field, undefined);
    assert.match(e.message, /not valid JSON/);
  });
});
