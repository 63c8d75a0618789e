// Issue #27: "Move the API key to secret storage" silently replaced a working stored key with a made-up one.
import assert from 'node:assert/strict';
import { replacementOf } from '../../../../../src/features/apiKey/core/keyReplacement';

const FOUND = 'lorixp_k7YoEB6NLYDjum2kdDfzgb6AN4s1N8v3eVNkBiMC4Kx';
const STORED = 'lorixp_9zQ8dEw3mRt6YhUa2JbXcVn4KpLs7GfW5eDqR1tZy';

describe('replacing the stored key from the key guard', () => {
  it('asks before replacing a key the service accepts, naming whose key it is', () => {
    const personal = replacementOf(FOUND, STORED, {
      outcome: 'accepted',
      owner: { tokenCreator: '123456789012345678', tokenUser: '123456789012345678' },
    });
    assert.equal(personal.kind, 'ask');
    assert.match(
      personal.kind === 'ask' ? personal.question : '',
      /the service accepts it: the API key of user 123456789012345678\. Replace it/,
    );
    const bot = replacementOf(FOUND, STORED, {
      outcome: 'accepted',
      owner: { tokenCreator: '123456789012345678', tokenUser: '876543210987654321' },
    });
    assert.match(
      bot.kind === 'ask' ? bot.question : '',
      /a bot's API key: bot 876543210987654321, created by user 123456789012345678/,
    );
    const unnamed = replacementOf(FOUND, STORED, { outcome: 'accepted' });
    assert.match(unnamed.kind === 'ask' ? unnamed.question : '', /the service accepts it\. Replace it/);
  });

  it('asks, too, while nobody knows whether the stored key works; never repeats a key', () => {
    for (const outcome of [undefined, 'offline', 'failing'] as const) {
      const decision = replacementOf(FOUND, STORED, { outcome });
      assert.equal(decision.kind, 'ask', String(outcome));
      assert.ok(decision.kind === 'ask' && !decision.question.includes('lorixp_'));
    }
  });

  it('stores at once when no key is stored or the stored one was rejected; changes only the file when it is the same key', () => {
    assert.deepEqual(replacementOf(FOUND, undefined, {}), { kind: 'store' });
    assert.deepEqual(replacementOf(FOUND, STORED, { outcome: 'rejected' }), { kind: 'store' });
    assert.deepEqual(replacementOf(FOUND, FOUND, { outcome: 'accepted' }), { kind: 'alreadyStored' });
  });

  it('never stores a key the format refuses, even with nothing stored', () => {
    for (const bad of [`KEN=${FOUND}`, `${FOUND} x`, `lorixp_${'a'.repeat(5000)}`, '']) {
      const decision = replacementOf(bad, undefined, {});
      assert.equal(decision.kind, 'refused', JSON.stringify(bad.slice(0, 20)));
      assert.ok(decision.kind === 'refused' && !decision.reason.includes('lorixp_'));
    }
  });
});
