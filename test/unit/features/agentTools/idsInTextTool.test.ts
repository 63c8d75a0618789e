// The idsInText tool as an agent's host calls it (the `vscode` module is the stand-in of test/support/fakeVscode.ts;
// the same tool runs in a real VS Code in test/integration/agentTools.test.ts). Issue #25: a 1,000,000-character text
// of `"id":<id>,` in one unclosed `{` was read in one synchronous block (9.5 s) that nothing could cancel.
import * as assert from 'node:assert/strict';
import type { ToolImplementation } from '../../../../src/features/agentTools/languageModelTools';
import { MAX_ID_OCCURRENCES, MAX_TEXT_LENGTH } from '../../../../src/features/agentTools/core/toolNames';
import { cancellable, useFakeVscode } from '../../../support/hoverRig';

const idOf = (i: number): string => (1_100_000_000_000_000_000n + BigInt(i) * 4_194_304n).toString();

/** `length` characters of `piece(0)`, `piece(1)`, … after `head`. */
function repeated(length: number, piece: (i: number) => string, head = ''): string {
  const parts = [head];
  for (let i = 0, size = head.length; size < length; i++) size += parts[parts.push(piece(i)) - 1]!.length;
  return parts.join('').slice(0, length);
}

describe('features/agentTools/idsInTextTool (fake vscode)', function () {
  this.timeout(60_000);
  useFakeVscode();
  let tool: ToolImplementation;

  before(() => {
    const { idsInTextTool } =
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('../../../../src/features/agentTools/idsInTextTool') as typeof import('../../../../src/features/agentTools/idsInTextTool');
    tool = idsInTextTool((text) => text);
  });

  it('gives the event loop turns while it reads 1,000,000 characters of "id":<id>, in one unclosed {, and a cancel stops it, saying how much it read', async () => {
    const text = repeated(MAX_TEXT_LENGTH, (i) => `"id":${idOf(i)},`, '{');
    const source = cancellable();
    let turns = 0;
    // A timer chain: it runs only when the tool gives the event loop a turn; the third turn cancels the call.
    const tick = (): void => {
      if (++turns === 3) source.cancel();
      else setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const result = (await tool.invoke({ input: { text } }, source.token)) as string;
    assert.equal(turns, 3, 'the event loop ran while the tool read');
    const stopped = /^The call was cancelled: only the first (\d+) of 1000000 characters were read\.$/m.exec(result);
    assert.ok(stopped, `the result says it was cancelled and how much it read:\n${result.slice(0, 300)}`);
    const read = Number(stopped[1]);
    assert.ok(read > 0 && read < MAX_TEXT_LENGTH, `${read} characters read`);
    assert.match(result, /distinct ids in the text/, 'and lists what it found in that part');
  });

  it('stops at its cap of id occurrences and says how much it read', async () => {
    const text = repeated(MAX_TEXT_LENGTH, (i) => `${idOf(i % 5000)}\n`);
    const result = (await tool.invoke({ input: { text } }, cancellable().token)) as string;
    const stopped = new RegExp(
      `^Stopped after ${MAX_ID_OCCURRENCES} id occurrences\\. Only the first (\\d+) of 1000000 characters were read; pass the rest in another call\\.$`,
      'm',
    ).exec(result);
    assert.ok(stopped, result.slice(0, 300));
    assert.equal(Number(stopped[1]), MAX_ID_OCCURRENCES * 20 - 1, 'up to the end of the last id read');
    assert.match(result, /^5000 distinct ids in the text/m);
  });

  it('a whole plain text: no note of what was left', async () => {
    const result = (await tool.invoke(
      { input: { text: `user_id=${idOf(1)} in guild_id=${idOf(2)}` } },
      cancellable().token,
    )) as string;
    assert.match(result, /^2 distinct ids in the text/);
    assert.doesNotMatch(result, /characters were read/);
  });
});
