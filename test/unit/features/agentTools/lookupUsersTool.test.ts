// The lookupUsers tool on the real data layer against a stand-in on 127.0.0.1 (the `vscode` module is the stand-in of
// test/support/fakeVscode.ts; the same tool runs in a real VS Code in test/integration/agentTools.test.ts).
import * as assert from 'node:assert/strict';
import type { ToolImplementation } from '../../../../src/features/agentTools/languageModelTools';
import { startStandIn, type StandIn } from '../../../stand-in/server';
import { IDS } from '../../../stand-in/users';
import { cancellable, hoverRig, testKey, useFakeVscode, type HoverRig } from '../../../support/hoverRig';

const SIX = [IDS.normal, IDS.bigNumbers, IDS.nulls, IDS.extraFields, IDS.banned, IDS.unknownGender];

function userRequests(standIn: StandIn): string[] {
  return standIn.requests.filter((r) => r.path.startsWith('/v1/users/')).map((r) => r.path.slice('/v1/users/'.length));
}

describe('features/agentTools/lookupUsersTool (fake vscode, real data layer, stand-in)', function () {
  this.timeout(30_000);
  useFakeVscode();
  let standIn: StandIn;
  let rig: HoverRig;
  let tool: ToolImplementation;

  beforeEach(async () => {
    standIn = await startStandIn();
    rig = hoverRig({ baseUrl: standIn.url, key: testKey('agentTool') });
    const { lookupUsersTool } =
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('../../../../src/features/agentTools/lookupUsersTool') as typeof import('../../../../src/features/agentTools/lookupUsersTool');
    tool = lookupUsersTool(rig.service, (text) => text);
  });

  afterEach(async () => {
    rig.dispose();
    await standIn.close();
  });

  const invoke = async (input: unknown): Promise<string> =>
    (await tool.invoke({ input }, cancellable().token)) as string;

  it('a rejected key: the first answer says so, and the lookups not sent yet are dropped, not sent to fail', async () => {
    rig.setKey('not_a_key_the_service_knows');
    const text = await invoke({ ids: SIX });
    assert.equal(userRequests(standIn).length, 1, 'one request: the first, whose 401 told');
    assert.match(text, /^API key problem, for the user to fix: The service rejected the API key \(HTTP 401\)/m);
    for (const id of SIX.slice(1))
      assert.match(text, new RegExp(`^User ${id}: not looked up, because of the API key problem above\\.$`, 'm'));
  });

  it('the progress message counts only the ids the cache cannot answer', async () => {
    assert.deepEqual(tool.prepareInvocation?.({ input: { ids: SIX } }, cancellable().token), {
      invocationMessage: 'Looking up 6 users (about 5 s at the service’s rate limit)',
    });
    assert.match(await invoke({ ids: [IDS.normal] }), /^1 of 1 user looked up\./);
    assert.deepEqual(tool.prepareInvocation?.({ input: { ids: SIX } }, cancellable().token), {
      invocationMessage: 'Looking up 6 users',
    });
    assert.deepEqual(tool.prepareInvocation?.({ input: { ids: 'x' } }, cancellable().token), {
      invocationMessage: 'Looking up users',
    });
  });

  it('more than 10 ids queued on one call print no MaxListenersExceededWarning (one abort listener per call)', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error): void => void warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const ids = Array.from({ length: 30 }, (_, i) => (BigInt(IDS.normal) + BigInt(i)).toString());
      const cancel = cancellable();
      const call = tool.invoke({ input: { ids } }, cancel.token) as Promise<string>;
      await new Promise((resolve) => setTimeout(resolve, 100));
      cancel.cancel();
      assert.match(await call, /users looked up\./);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    assert.deepEqual(
      warnings.map((w) => `${w.name}: ${w.message}`),
      [],
    );
  });

  it('a call cancelled before it starts sends nothing', async () => {
    const cancel = cancellable();
    cancel.cancel();
    const text = (await tool.invoke({ input: { ids: SIX } }, cancel.token)) as string;
    assert.match(text, /^0 of 6 users looked up\./);
    assert.match(text, new RegExp(`^User ${IDS.normal}: not looked up: the call was cancelled first\\.$`, 'm'));
    assert.deepEqual(standIn.requests, []);
  });
});
