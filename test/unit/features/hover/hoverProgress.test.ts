// The walkthrough's last step ("Hover an id") completes on the context key the hover sets. Against the fake vscode
// (test/support/fakeVscode.ts), which records setContext: VS Code offers no command that reads a context key back.
import * as assert from 'node:assert/strict';
import { installFakeVscode, type FakeVscode } from '../../../support/fakeVscode';

describe('features/hover/hoverProgress', () => {
  let fake: FakeVscode;
  before(() => (fake = installFakeVscode()));
  after(() => fake.uninstall());

  it('sets profileLookup.hoveredId, the key the walkthrough step waits for, on the first hover of an id', () => {
    const { HoverProgress, HOVERED_ID_CONTEXT } =
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('../../../../src/features/hover/hoverProgress') as typeof import('../../../../src/features/hover/hoverProgress');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const manifest = require('../../../../package.json') as {
      contributes: { walkthroughs: { steps: { id: string; completionEvents: string[] }[] }[] };
    };
    const step = manifest.contributes.walkthroughs[0]?.steps.find((s) => s.id === 'hover');
    assert.deepEqual(step?.completionEvents, [`onContext:${HOVERED_ID_CONTEXT}`]);
    const progress = new HoverProgress();
    assert.equal(fake.contexts.has(HOVERED_ID_CONTEXT), false);
    progress.hovered();
    assert.equal(fake.contexts.get(HOVERED_ID_CONTEXT), true);
  });
});
