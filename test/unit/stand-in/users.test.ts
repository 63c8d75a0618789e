import assert from 'node:assert/strict';
import { BROKEN_BODIES, DEMO_IDS, IDS, REDIRECT_TARGET_BODY, USERS } from '../../stand-in/users';

const DISCORD_EPOCH_MS = 1420070400000n;
const SIGNED_64_MAX = 2n ** 63n - 1n;

function createdAtMs(id: string): bigint {
  return (BigInt(id) >> 22n) + DISCORD_EPOCH_MS;
}

describe('stand-in sample users', () => {
  it('gives every fixture a distinct signed 64-bit snowflake of 17-19 digits, created in the past except max', () => {
    const ids = Object.values(IDS);
    assert.equal(new Set(ids).size, ids.length);
    for (const [name, id] of Object.entries(IDS)) {
      assert.match(id, /^[1-9]\d{16,18}$/, name);
      assert.ok(BigInt(id) <= SIGNED_64_MAX, name);
      if (name !== 'max') assert.ok(createdAtMs(id) < BigInt(Date.now()), `${name} is created in the future`);
    }
  });

  it('holds a well-formed User for every id in USERS, with the id it is keyed by', () => {
    for (const [id, body] of Object.entries(USERS)) {
      const user = JSON.parse(body) as Record<string, unknown>;
      assert.equal(user.id, id);
      for (const field of ['xp', 'sonhos']) assert.equal(typeof user[field], 'number', `${id}.${field}`);
      for (const field of ['aboutMe', 'emojiFightEmoji']) {
        assert.ok(user[field] === null || typeof user[field] === 'string', `${id}.${field}`);
      }
      assert.equal(typeof user.gender, 'string');
    }
    assert.equal((JSON.parse(REDIRECT_TARGET_BODY) as { id: unknown }).id, IDS.redirect);
  });

  it('leaves the fault ids out of USERS', () => {
    for (const fault of [
      IDS.notFound,
      IDS.reset,
      IDS.serverError,
      IDS.malformedJson,
      IDS.wrongTypes,
      IDS.hugeBody,
      IDS.redirect,
      IDS.rateLimited,
    ]) {
      assert.equal(USERS[fault], undefined, fault);
    }
    assert.ok(BROKEN_BODIES[IDS.malformedJson] !== undefined && BROKEN_BODIES[IDS.wrongTypes] !== undefined);
  });

  it('uses every timestamp style, the bare form, and static and animated emoji in the normal user', () => {
    const aboutMe = (JSON.parse(USERS[IDS.normal] ?? 'null') as { aboutMe: string }).aboutMe;
    for (const style of 'tTdDfFsSR') assert.match(aboutMe, new RegExp(`<t:\\d+:${style}>`), style);
    assert.match(aboutMe, /<t:\d+>/);
    assert.match(aboutMe, /<:\w{2,32}:\d{17,20}>/);
    assert.match(aboutMe, /<a:\w{2,32}:\d{17,20}>/);
    assert.match(aboutMe, /"/);
  });

  it('sends explicit nulls, unknown genders, extra fields and a ban state where the fixtures say', () => {
    const parse = (id: string): Record<string, unknown> => JSON.parse(USERS[id] ?? 'null') as Record<string, unknown>;
    const nulls = parse(IDS.nulls);
    assert.ok(
      'aboutMe' in nulls && nulls.aboutMe === null && 'emojiFightEmoji' in nulls && nulls.emojiFightEmoji === null,
    );
    assert.equal(nulls.gender, 'UNKNOWN');
    assert.equal(parse(IDS.unknownGender).gender, 'NONBINARY');
    assert.deepEqual(parse(IDS.extraFields).features, { thirdPartySonhosTransferTax: 0.05 });
    const ban = parse(IDS.banned).lorittaBanState as Record<string, unknown>;
    assert.ok(typeof ban.bannedAt === 'string' && !Number.isNaN(Date.parse(ban.bannedAt)));
    assert.ok('expiresAt' in ban && typeof ban.reason === 'string');
  });

  it('puts the markup-breaking payloads in the hostile user', () => {
    const aboutMe = (JSON.parse(USERS[IDS.hostile] ?? 'null') as { aboutMe: string }).aboutMe;
    for (const payload of ['<script>', 'onerror=', 'javascript:', '](command:', '</style>', '">']) {
      assert.ok(aboutMe.includes(payload), payload);
    }
  });

  it('offers only real users, with some text, for the demo', () => {
    assert.ok(DEMO_IDS.length >= 5);
    for (const id of DEMO_IDS) {
      const user = JSON.parse(USERS[id] ?? 'null') as { aboutMe: string | null } | null;
      assert.ok(user !== null && typeof user.aboutMe === 'string' && user.aboutMe.length > 20, id);
    }
  });
});
