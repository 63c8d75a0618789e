import assert from 'node:assert/strict';
import { leaksIn } from './keyLeakWatch';

describe('key-leak watch', () => {
  it('finds a key, a trimmed key and anything shaped like a key in messages', () => {
    const key = 'lorixp_test_abcdefgh';
    const texts = ['fine', `bad ${key}`, 'Authorization: abcdefghSECRET', 'also lorixp_other'];
    assert.deepEqual(leaksIn(texts, [key, ' abcdefghSECRET\n']), [texts[1], texts[2], texts[3]]);
    assert.deepEqual(leaksIn(['fine'], [key]), []);
  });
});
