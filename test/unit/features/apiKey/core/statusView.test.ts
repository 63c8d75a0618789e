import type { ServiceState } from '../../../../../src/api/serviceTypes';
import assert from 'node:assert/strict';
import { menuFor, statusView } from '../../../../../src/features/apiKey/core/statusView';

const idle: ServiceState = { queued: 0, waitingForKey: false };

describe('status bar view', () => {
  it('no key: says so in words, and a click sets one', () => {
    const v = statusView({ hasKey: false, service: idle });
    assert.equal(v.kind, 'noKey');
    assert.match(v.text, /^\$\(key\) Set API Key$/);
    assert.match(v.label, /no API key is set/);
    assert.equal(v.click, 'setApiKey');
    assert.deepEqual(menuFor(v.kind), ['setApiKey', 'openApiKeysPage', 'showLog']);
  });

  it('rejected: warning background, label says rejected, a click sets the key again', () => {
    const v = statusView({ hasKey: true, service: { ...idle, outcome: 'rejected' } });
    assert.equal(v.kind, 'rejected');
    assert.equal(v.warning, true);
    assert.match(v.label, /rejected the API key/);
    assert.equal(v.click, 'setApiKey');
  });

  it('accepted: a quiet icon; the tooltip says whose key, the requests left and that nothing waits', () => {
    const v = statusView({
      hasKey: true,
      service: {
        ...idle,
        outcome: 'accepted',
        rate: { remaining: 3, limit: 5 },
        owner: { tokenCreator: '297882825524903080', tokenUser: '297883077183530966' },
      },
    });
    assert.equal(v.text, '$(key)');
    assert.equal(v.warning, false);
    assert.match(v.label, /accepted/);
    const tip = v.tooltip.join('\n');
    assert.match(tip, /a bot's API key: bot 297883077183530966, created by user 297882825524903080/);
    assert.match(tip, /Requests left in this window: 3 of 5/);
    assert.match(tip, /No lookups waiting/);
    assert.equal(v.click, 'menu');
    assert.deepEqual(menuFor(v.kind), [
      'lookupUser',
      'showIdsInFile',
      'setApiKey',
      'clearApiKey',
      'openApiKeysPage',
      'showLog',
    ]);
  });

  it('waiting: how many wait and the seconds to the next slot, in text and label', () => {
    const v = statusView({ hasKey: true, service: { ...idle, outcome: 'accepted', queued: 7, nextSendInMs: 3200 } });
    assert.equal(v.kind, 'waiting');
    assert.equal(v.text, '$(watch) 7 · 4 s');
    assert.match(v.label, /7 lookups wait; the next goes in 4 s/);
    assert.match(
      statusView({ hasKey: true, service: { ...idle, queued: 1, nextSendInMs: 10 } }).label,
      /1 lookup waits; it goes in 1 s/,
    );
  });

  it('offline and failing say so; a key set and not yet used says that', () => {
    assert.match(statusView({ hasKey: true, service: { ...idle, outcome: 'offline' } }).label, /cannot be reached/);
    assert.match(statusView({ hasKey: true, service: { ...idle, outcome: 'failing' } }).label, /failing/);
    assert.match(statusView({ hasKey: true, service: idle }).label, /no lookup has used it yet/);
  });

  it('offline or failing while lookups show remembered profiles: the item says so', () => {
    for (const outcome of ['offline', 'failing'] as const) {
      const plain = statusView({ hasKey: true, service: { ...idle, outcome } });
      const remembered = statusView({ hasKey: true, service: { ...idle, outcome, showingRemembered: true } });
      assert.equal(remembered.kind, outcome);
      assert.doesNotMatch(plain.text, /remembered/);
      assert.match(remembered.text, /showing remembered profiles$/);
      assert.match(remembered.label, /showing remembered profiles\.$/);
    }
  });
});
