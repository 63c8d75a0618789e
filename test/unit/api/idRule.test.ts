// One id rule for the whole data layer (isIdInRange from src/ids): what a lookup accepts, what peek accepts,
// what a response's `id` and token headers may hold. Canonical only: ASCII digits, 1..2^63-1, no leading zeros.
import assert from 'node:assert/strict';
import { readServiceMeta } from '../../../src/api/http/serviceHeaders';
import { parseUserBody } from '../../../src/api/model/userSchema';
import { IDS, USERS } from '../../stand-in/users';
import { service, standIn } from './serviceHarness';

const NOT_CANONICAL = [
  '',
  '0',
  '00',
  '042',
  '0042',
  '00042',
  ' 42',
  '42 ',
  '+1',
  '-1',
  '1e5',
  '12a',
  '１２３',
  '9223372036854775808',
  '1'.repeat(41),
  'lorixp_abc',
];

describe('the data layer’s id rule', () => {
  it('a lookup takes canonical ids only, and refuses the rest before any request, with one message', async () => {
    const api = await standIn({ rateLimit: { limit: 1000, windowMs: 1000 } });
    const { lookup, service: s } = service({ baseUrl: api.url });
    const messages = new Set<string>();
    for (const id of NOT_CANONICAL) {
      const r = await lookup(id);
      assert.ok(!r.ok, id);
      assert.equal(r.error.kind, 'InvalidId', id);
      messages.add(r.error.message);
      assert.equal(s.peek(id), undefined);
    }
    assert.equal(messages.size, 1, 'one rule, one message, whatever the number of leading zeros');
    assert.equal(api.requests.length, 0);
    const kinds: string[] = [];
    for (const id of ['1', IDS.normal, '9223372036854775807']) {
      const r = await lookup(id);
      kinds.push(r.ok ? 'ok' : r.error.kind);
    }
    assert.deepEqual(kinds, ['NotFound', 'ok', 'ok'], 'canonical ids reach the service');
    assert.equal(api.requests.length, 3);
  });

  it('a response id must be the requested id, spelt canonically', () => {
    const body = USERS[IDS.normal]!;
    assert.ok(parseUserBody(body, IDS.normal).ok);
    for (const spelling of [`0${IDS.normal}`, ` ${IDS.normal}`, '0', '9223372036854775808']) {
      const r = parseUserBody(body.replace(`"id":"${IDS.normal}"`, `"id":"${spelling}"`), IDS.normal);
      assert.ok(!r.ok, spelling);
      assert.equal(r.error.field, 'id');
    }
  });

  it('token headers name a user only when they hold a canonical id', () => {
    assert.deepEqual(readServiceMeta({ 'service-token-creator': '42', 'service-token-user': '042' }), {
      tokenCreator: '42',
    });
    assert.deepEqual(readServiceMeta({ 'service-token-creator': '9223372036854775808' }), {});
  });
});
