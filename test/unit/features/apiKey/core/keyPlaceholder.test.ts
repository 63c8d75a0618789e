import assert from 'node:assert/strict';
import { keyPlaceholder, MOVED_KEY_PLACEHOLDER } from '../../../../../src/features/apiKey/core/keyPlaceholder';

describe('moved key placeholder', () => {
  it('leaves an empty value in NAME=value files', () => {
    assert.equal(keyPlaceholder('dotenv', '/w/.env'), '');
    assert.equal(keyPlaceholder('plaintext', '/w/.env.local'), '');
    assert.equal(keyPlaceholder('properties', '/w/app.properties'), '');
    assert.equal(keyPlaceholder('ini', 'C:\\w\\bot.ini'), '');
    assert.equal(keyPlaceholder('shellscript', '/w/run.sh'), '');
  });

  it('leaves a word that says where the key went everywhere else', () => {
    for (const [language, file] of [
      ['json', '/w/config.json'],
      ['yaml', '/w/bot.yml'],
      ['typescript', '/w/bot.ts'],
      ['log', '/w/app.log'],
      ['plaintext', 'Untitled-1'],
    ]) {
      assert.equal(keyPlaceholder(language!, file!), MOVED_KEY_PLACEHOLDER, `${language} ${file}`);
    }
    assert.equal(keyPlaceholder('plaintext', '/w/environment.txt'), MOVED_KEY_PLACEHOLDER);
  });
});
