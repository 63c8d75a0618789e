// The walkthrough's "Set API Key" step and the Ids view's welcome text follow the context key the key store keeps.
// Against the fake vscode (test/support/fakeVscode.ts), which records setContext: VS Code offers no command that reads
// a context key back.
import * as assert from 'node:assert/strict';
import { installFakeVscode, type FakeVscode } from '../../../support/fakeVscode';

describe('features/apiKey/apiKeyContext', () => {
  let fake: FakeVscode;
  before(() => (fake = installFakeVscode()));
  after(() => fake.uninstall());

  it('keeps profileLookup.hasApiKey, the key the walkthrough step waits for, in step with the stored key', async () => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { trackApiKeyContext, HAS_API_KEY_CONTEXT } =
      require('../../../../src/features/apiKey/apiKeyContext') as typeof import('../../../../src/features/apiKey/apiKeyContext');
    const manifest = require('../../../../package.json') as {
      contributes: { walkthroughs: { steps: { id: string; completionEvents: string[] }[] }[] };
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
    const step = manifest.contributes.walkthroughs[0]?.steps.find((s) => s.id === 'setKey');
    assert.deepEqual(step?.completionEvents, [`onContext:${HAS_API_KEY_CONTEXT}`]);
    let stored = false;
    const listeners: (() => void)[] = [];
    const store = {
      has: () => Promise.resolve(stored),
      onDidChange: (listener: () => void) => (listeners.push(listener), { dispose: () => undefined }),
    } as unknown as Parameters<typeof trackApiKeyContext>[0];
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const tracking = trackApiKeyContext(store);
    await settle();
    assert.equal(fake.contexts.get(HAS_API_KEY_CONTEXT), false, 'no key: the step is open');
    stored = true;
    for (const l of listeners) l();
    await settle();
    assert.equal(fake.contexts.get(HAS_API_KEY_CONTEXT), true, 'a key stored: the step is complete');
    stored = false;
    for (const l of listeners) l();
    await settle();
    assert.equal(fake.contexts.get(HAS_API_KEY_CONTEXT), false, 'cleared: open again');
    tracking.dispose();
  });
});
