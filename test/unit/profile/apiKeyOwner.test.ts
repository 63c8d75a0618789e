import assert from 'node:assert/strict';
import { describeApiKeyOwner } from '../../../src/profile/apiKeyOwner';

describe('API key owner', () => {
  it('names a personal key, a bot key, and a key with one header only', () => {
    assert.equal(describeApiKeyOwner({ tokenCreator: '1', tokenUser: '1' }), 'the API key of user 1');
    assert.equal(
      describeApiKeyOwner({ tokenCreator: '1', tokenUser: '2' }),
      "a bot's API key: bot 2, created by user 1",
    );
    assert.equal(describeApiKeyOwner({ tokenCreator: '1' }), 'an API key created by user 1');
    assert.equal(describeApiKeyOwner({ tokenUser: '2' }), 'an API key acting as user 2');
    assert.equal(describeApiKeyOwner({}), undefined);
    assert.equal(
      describeApiKeyOwner({ tokenCreator: '1', tokenUser: '1' }, (id) => `<${id}>`),
      'the API key of user <1>',
    );
  });
});
