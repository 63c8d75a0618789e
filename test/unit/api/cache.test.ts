import type { User, UserProfile } from '../../../src/model/user';
import assert from 'node:assert/strict';
import { DEFAULT_MAX_BYTES, estimatedBytes, ProfileCache } from '../../../src/api/cache';
import { profileView } from '../../../src/profile/profileView';

function profile(id: string, textLength?: number, aboutMe: string | null = null): UserProfile {
  const user: User = { id, xp: 1n, sonhos: 2n, aboutMe, emojiFightEmoji: null, gender: 'UNKNOWN', banState: null };
  return {
    user,
    view: profileView(user),
    meta: {},
    json: '{}',
    fetchedAt: 0,
    textLength,
  };
}

const MIB = 1024 * 1024;

describe('profile cache', () => {
  let clock = 0;
  const now = (): number => clock;
  beforeEach(() => (clock = 1000));

  it('answers within the TTL and forgets after it', () => {
    const cache = new ProfileCache(300, 500, 60_000, now);
    cache.putProfile(profile('1'));
    const hit = cache.get('1');
    assert.ok(hit?.ok);
    assert.equal(hit.profile.user.id, '1');
    assert.equal(cache.peek('1')?.user.id, '1');
    clock += 299;
    assert.ok(cache.get('1'));
    clock += 1;
    assert.equal(cache.peek('1'), undefined);
    assert.equal(cache.get('1'), undefined);
    assert.equal(cache.size, 0);
  });

  it('reads the TTL when an answer is read: lowering it makes answers already cached stale at once', () => {
    const cache = new ProfileCache(300_000, 500, 60_000, now);
    cache.putProfile(profile('1'));
    cache.putProfile(profile('2'), 200_000);
    cache.putNotFound('3');
    clock += 20_000;
    assert.ok(cache.get('1') && cache.get('2') && cache.get('3'));
    cache.ttlMs = 10_000;
    assert.deepEqual([cache.get('1'), cache.get('2'), cache.get('3')], [undefined, undefined, undefined]);
    cache.putProfile(profile('4'), 5_000);
    clock += 5_000;
    assert.equal(cache.peek('4'), undefined, 'a remembered profile is fresh only for what is left of the TTL');
  });

  it('remembers a NotFound for a shorter time, and peek never returns it', () => {
    const cache = new ProfileCache(300_000, 500, 60_000, now);
    cache.putNotFound('7');
    const hit = cache.get('7');
    assert.ok(hit !== undefined && !hit.ok);
    assert.equal(hit.error.kind, 'NotFound');
    assert.equal(cache.peek('7'), undefined);
    clock += 60_000;
    assert.equal(cache.get('7'), undefined);
  });

  it('keeps at most maxUsers, dropping the least recently used', () => {
    const cache = new ProfileCache(300_000, 3, 60_000, now);
    for (const id of ['1', '2', '3']) cache.putProfile(profile(id));
    assert.ok(cache.get('1'), 'touch 1 so 2 is now the oldest');
    cache.putProfile(profile('4'));
    assert.equal(cache.size, 3);
    assert.equal(cache.get('2'), undefined);
    for (const id of ['1', '3', '4']) assert.ok(cache.get(id), id);
  });

  it('bounds the default at 500 users', () => {
    const cache = new ProfileCache(300_000, undefined, undefined, now);
    for (let i = 1; i <= 600; i++) cache.putProfile(profile(String(i)));
    assert.equal(cache.size, 500);
    assert.equal(cache.peek('100'), undefined);
    assert.ok(cache.peek('101'));
  });

  it('stores nothing with a TTL of 0, and clear() forgets everything', () => {
    const off = new ProfileCache(0, 500, 60_000, now);
    off.putProfile(profile('1'));
    assert.equal(off.get('1'), undefined);
    const cache = new ProfileCache(1000, 500, 60_000, now);
    cache.putProfile(profile('1'));
    cache.putNotFound('2');
    cache.clear();
    assert.equal(cache.size, 0);
  });

  it('bounds the bytes too: 250 answers just under the 1 MiB cap keep about 32 MB, not 500 of them', () => {
    const cache = new ProfileCache(300_000, undefined, undefined, now);
    for (let i = 1; i <= 250; i++) cache.putProfile(profile(String(i), MIB - 64));
    assert.ok(cache.bytes <= DEFAULT_MAX_BYTES, `${cache.bytes} bytes`);
    assert.equal(
      cache.size,
      Math.floor(DEFAULT_MAX_BYTES / estimatedBytes({ ok: true, profile: profile('1', MIB - 64) })),
    );
    assert.ok(cache.peek('250'), 'the newest is kept');
    assert.equal(cache.peek('1'), undefined, 'the oldest went first');
  });

  it('counts what a profile holds: its text and the strings copied out of it', () => {
    const small = estimatedBytes({ ok: true, profile: profile('1', 500) });
    assert.ok(estimatedBytes({ ok: true, profile: profile('1', 500, 'x'.repeat(10_000)) }) >= small + 20_000);
    assert.ok(small >= 1000 && small < 4096, `${small}`);
  });

  it('keeps its byte count through replacement, expiry and clear, and keeps nothing larger than the bound', () => {
    const cache = new ProfileCache(1000, 500, 60_000, now, 8 * MIB);
    cache.putProfile(profile('1', MIB));
    const one = cache.bytes;
    cache.putProfile(profile('1', MIB));
    assert.equal(cache.bytes, one, 'a replaced answer is not counted twice');
    cache.putProfile(profile('2', 3 * MIB));
    assert.ok(cache.bytes > one);
    clock += 1000;
    assert.equal(cache.get('1'), undefined);
    assert.equal(cache.get('2'), undefined);
    assert.equal(cache.bytes, 0);
    cache.putProfile(profile('3', 5 * MIB));
    assert.equal(cache.size, 0, 'a 10 MB answer would evict everything else: not kept');
    cache.putProfile(profile('4', MIB));
    cache.clear();
    assert.equal(cache.bytes, 0);
  });
});
