import * as assert from 'node:assert/strict';
import { checkKeyInput, type KeyInputNote } from '../../../../../src/features/apiKey/core/keyInputCheck';

describe('features/apiKey/core/keyInputCheck', () => {
  const USUAL = `lorixp_${'A1b2C3d4E5f6G7h8J9k'.repeat(2)}`;
  const cases: [string, string, KeyInputNote['severity'] | undefined, RegExp?][] = [
    ['an empty box says nothing yet', '', undefined],
    ['a key of the usual shape', USUAL, undefined],
    ['only spaces: empty', '   ', 'error', /empty/],
    ['a space inside', 'lorixp_abc def', 'error', /spaces or line breaks/],
    ['a line break (a pasted log line)', `${USUAL}\n`, 'error', /spaces or line breaks/],
    ['a character that cannot travel in a header', 'lorixp_abcé', 'error', /characters a key cannot have/],
    ['longer than any key', 'a'.repeat(4097), 'error', /4097 characters/],
    ['another shape: stored, with a note', 'sk-0123456789abcdefghij', 'warning', /does not look like a service key/],
    ['the prefix with too short a body', 'lorixp_abc', 'warning', /lorixp_/],
  ];
  for (const [name, input, severity, message] of cases) {
    it(name, () => {
      const note = checkKeyInput(input);
      assert.equal(note?.severity, severity);
      if (message) assert.match(note?.message ?? '', message);
    });
  }
});
