// The profile panels as a lazy part (src/features/panel/activate.ts): nothing of them is loaded until a lookup opens a
// panel or VS Code brings one back; a chunk that cannot load is said once, in the log and a message, a lookup ends in
// BrokenInstall and a panel brought back closes. The fake `vscode` stands in for the editor (the real one exists only
// in VS Code's extension host; the integration suite opens real panels).
import * as assert from 'node:assert/strict';
import type * as vscode from 'vscode';
import { useFakeVscode } from '../../../support/hoverRig';

describe('LazyPanels (fake vscode)', () => {
  const fake = useFakeVscode();

  function lazyPanels(load: () => never) {
    // Required afresh: a module required under another suite's fake `vscode` would show its message there.
    delete require.cache[require.resolve('../../../../src/features/panel/activate')];
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { LazyPanels } =
      require('../../../../src/features/panel/activate') as typeof import('../../../../src/features/panel/activate');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const logged: string[] = [];
    const log = { trace() {}, debug() {}, info() {}, warn() {}, error: (line: string) => void logged.push(line) };
    return { panels: new LazyPanels({} as never, {} as never, {} as never, log, load), logged };
  }

  it('loads nothing for what needs no panel: no preview to keep, none open', () => {
    let tries = 0;
    const { panels } = lazyPanels(() => {
      tries++;
      throw new Error('not to be loaded');
    });
    assert.equal(panels.keepPreview('1091693445122657960'), false);
    assert.deepEqual(panels.openIds(), []);
    assert.equal(panels.isPreview('1091693445122657960'), undefined);
    assert.equal(panels.htmlOf('1091693445122657960'), undefined);
    panels.dispose();
    assert.equal(tries, 0);
  });

  it('a chunk that cannot load: said once; lookups end in BrokenInstall; a panel brought back closes', async () => {
    let tries = 0;
    const { panels, logged } = lazyPanels(() => {
      tries++;
      throw new Error("Cannot find module '/ext/dist/features/panel/chunk'");
    });
    const before = fake().shownErrors.length;
    const outcomes = [await panels.show('1091693445122657960'), await panels.show('1091693445122657961')];
    let disposed = 0;
    await panels.deserializeWebviewPanel({ dispose: () => void disposed++ } as unknown as vscode.WebviewPanel, {});
    panels.dispose();
    const words =
      "Profile Lookup could not load a part of itself (features/panel): Cannot find module '/ext/dist/features/panel/chunk'. " +
      'Reinstall or update the extension.';
    assert.equal(tries, 1);
    assert.deepEqual(logged, [words]);
    assert.deepEqual(fake().shownErrors.slice(before), [words]);
    assert.deepEqual(outcomes, [
      { id: '1091693445122657960', state: 'error', errorKind: 'BrokenInstall' },
      { id: '1091693445122657961', state: 'error', errorKind: 'BrokenInstall' },
    ]);
    assert.equal(disposed, 1, 'the panel VS Code brought back is closed');
  });
});
