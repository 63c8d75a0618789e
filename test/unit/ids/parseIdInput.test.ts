import assert from 'node:assert/strict';
import { inputMessages, parseIdInput, type InputProblem } from '../../../src/ids/parseIdInput';

const INPUT_MESSAGES = inputMessages();

const ID = '175928847299117063';
const ID19 = '1167125644296069160';

describe('parseIdInput', () => {
  describe('accepts', () => {
    const accepted: [string, string][] = [
      [ID, ID],
      [`  ${ID19}\n`, ID19],
      ['9223372036854775807', '9223372036854775807'],
      // Explicit lookups skip the detection rules: short ids and future snowflakes are the user's call.
      ['1', '1'],
      ['12345', '12345'],
      ['1763769600000000000', '1763769600000000000'],
      [`<@${ID}>`, ID],
      [`<@!${ID}>`, ID],
      [` <@!${ID19}> `, ID19],
      [`"${ID}"`, ID],
      [`'${ID}'`, ID],
      [`\`${ID}\``, ID],
      [`https://discord.com/users/${ID}`, ID],
      [`https://discord.com/users/${ID}/`, ID],
      [`https://discord.com/users/${ID}?tab=about`, ID],
      [`https://discord.com/users/${ID}#top`, ID],
      [`discord.com/users/${ID}`, ID],
      [`https://example.com/profile?user=${ID19}`, ID19],
      [`https://example.com/profile?user=${ID19}&page=2`, ID19],
      [`https://example.com/p?user_id=${ID}`, ID],
      [`https://example.com/p?userId=${ID}`, ID],
      [`https://example.com/p?id=${ID}`, ID],
      [`http://localhost:8080/v1/users/${ID}`, ID],
    ];
    for (const [input, id] of accepted) {
      it(JSON.stringify(input), () => assert.deepEqual(parseIdInput(input), { ok: true, id }));
    }
  });

  describe('refuses with a message that says what is wrong', () => {
    const refused: [string, InputProblem][] = [
      ['', 'empty'],
      ['   \t', 'empty'],
      ['""', 'empty'],
      ['alice', 'notDigits'],
      [`${ID}abc`, 'notDigits'],
      ['0x1F', 'notDigits'],
      ['12 345', 'notDigits'],
      ['1.5', 'notDigits'],
      ['１２３', 'notDigits'],
      ['<@alice>', 'notDigits'],
      ['<@>', 'notDigits'],
      ['-5', 'negative'],
      [`-${ID}`, 'negative'],
      ['0', 'zero'],
      ['000', 'zero'],
      ['<@0>', 'zero'],
      ['0123', 'leadingZero'],
      ['12345678901234567890', 'tooLong'],
      ['1'.repeat(5000), 'tooLong'],
      ['9223372036854775808', 'aboveMax'],
      ['9999999999999999999', 'aboveMax'],
      ['https://discord.com/users/', 'linkWithoutId'],
      ['https://discord.com/users/alice', 'linkWithoutId'],
      ['https://example.com/list?page=2', 'linkWithoutId'],
      ['https://[broken', 'linkWithoutId'],
      ['https://example.com/p?user=alice', 'notDigits'],
      ['https://discord.com/users/99999999999999999999', 'tooLong'],
    ];
    for (const [input, reason] of refused) {
      it(`${JSON.stringify(input.length > 40 ? input.slice(0, 40) + '…' : input)}: ${reason}`, () => {
        assert.deepEqual(parseIdInput(input), { ok: false, message: INPUT_MESSAGES[reason] });
      });
    }
  });

  it('words its messages for people, naming the limits', () => {
    assert.equal(INPUT_MESSAGES.notDigits, 'Type a user id: digits only.');
    assert.match(INPUT_MESSAGES.aboveMax, /9223372036854775807/);
    assert.match(INPUT_MESSAGES.tooLong, /19 digits/);
    const all = Object.values(INPUT_MESSAGES);
    assert.equal(new Set(all).size, all.length, 'each way to be wrong has its own message');
  });
});
