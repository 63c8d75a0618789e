// The data layer as a lazy part: a data layer that cannot load (a broken or half-updated install) is said once, in the
// log and to the user, and every lookup after it ends in a typed BrokenInstall error with those words; nothing throws.
// The fake `vscode` stands in for the editor (the real one exists only in VS Code's extension host).
import * as assert from 'node:assert/strict';
import type { LookupResult } from '../../../src/model/user';
import { useFakeVscode } from '../../support/hoverRig';

describe('LazyUserService when the data layer cannot load (fake vscode)', () => {
  const fake = useFakeVscode();

  it('says it once, in the log and a message, and each lookup ends in BrokenInstall with the same words', async () => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    // Required afresh: a module required under another suite's fake `vscode` would show its message there.
    delete require.cache[require.resolve('../../../src/host/lazyUserService')];
    const { LazyUserService } =
      require('../../../src/host/lazyUserService') as typeof import('../../../src/host/lazyUserService');
    const { EventEmitter } = require('vscode') as typeof import('vscode');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const logged: string[] = [];
    const log = { trace() {}, debug() {}, info() {}, warn() {}, error: (line: string) => void logged.push(line) };
    const settings = { value: { rememberProfiles: false }, onChange: new EventEmitter().event } as never;
    const apiKey = { get: async () => 'lorixp_key', onDidChange: new EventEmitter<void>().event };
    let tries = 0;
    const service = new LazyUserService(settings, apiKey, log, undefined, () => {
      tries++;
      throw new Error("Cannot find module '/ext/dist/api/chunk'\nRequire stack: …");
    });
    const before = fake().shownErrors.length;
    const results: LookupResult[] = [];
    for (const id of ['1091693445122657960', '1091693445122657961', '1091693445122657962'])
      results.push(await service.lookup(id));
    await service.forgetRemembered(); // resolves: nothing to forget without the layer or a storage folder
    service.dispose();

    const words =
      "Profile Lookup could not load a part of itself (api): Cannot find module '/ext/dist/api/chunk'. " +
      'Reinstall or update the extension.';
    assert.equal(tries, 1, 'a broken install is not tried again on every lookup');
    assert.deepEqual(logged, [words]);
    assert.deepEqual(fake().shownErrors.slice(before), [words]);
    for (const result of results)
      assert.deepEqual(result, { ok: false, error: { kind: 'BrokenInstall', message: words } });
  });
});
