import assert from 'node:assert/strict';
import { parseUserBody } from '../../../src/api/userSchema';

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
    const r = parseUserBody(body({ xp: '9007199254740993', sonhos: '9223372036854775807' }), ID);
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
    assert.match(r.json(), /^ {2}"xp": 9007199254740993,$/m);
  });

  it('accepts null text fields, unknown genders, extra fields and a ban state', () => {
    const r = parseUserBody(
      body({
        aboutMe: 'null',
        emojiFightEmoji: 'null',
        gender: '"NONBINARY"',
        features: '{"thirdPartySonhosTransferTax":0.05}',
        lorittaBanState: '{"bannedAt":"2024-01-01T00:00:00Z","expiresAt":null,"reason":"spam"}',
      }),
      ID,
    );
    assert.ok(r.ok);
    assert.equal(r.user.aboutMe, null);
    assert.equal(r.user.emojiFightEmoji, null);
    assert.equal(r.user.gender, 'NONBINARY');
    assert.deepEqual(r.user.banState, { bannedAt: '2024-01-01T00:00:00Z', expiresAt: null, reason: 'spam' });
    assert.match(r.json(), /"thirdPartySonhosTransferTax": 0.05/);
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
