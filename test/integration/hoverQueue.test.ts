// Hovers that wait for the rate limit, in a real VS Code against the stand-in's 5-per-5-s limit: each hover
// fills itself in with one call, and a hover that is left drops its request while it is still queued.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { StandIn } from '../stand-in/server';
import { IDS, PROFILE_IDS } from '../stand-in/users';
import { activateExtension, closeAllEditors, setKey, uniqueKey, useStandIn, sleep, waitUntil } from './fixture';
import { open, ourHover, positionOf, userRequests } from './hoverParts';

describe('Hovers under the rate limit, against the stand-in', () => {
  let paced: StandIn | undefined;

  before(async () => {
    await activateExtension();
  });

  afterEach(async () => {
    await paced?.close();
    paced = undefined;
    await closeAllEditors();
  });

  it('twelve hovers fired at once under 5 per 5 s: each comes back with its profile from its one call, with no 429', async function () {
    this.timeout(60_000);
    paced = await useStandIn({ rateLimit: { limit: 5, windowMs: 5000 } });
    await setKey(uniqueKey('burst'));
    const doc = await open('log', PROFILE_IDS.map((id) => `id=${id}`).join('\n'));
    const started = Date.now();
    const hovers = await Promise.all(PROFILE_IDS.map((id) => ourHover(doc, positionOf(doc, id))));
    const elapsed = Date.now() - started;
    for (const [i, hover] of hovers.entries()) {
      assert.match(
        hover,
        new RegExp(`^\\*\\*User \`${PROFILE_IDS[i]}\`\\*\\*[\\s\\S]*Sonhos \\*\\*`),
        `hover of ${PROFILE_IDS[i]} filled in`,
      );
      assert.doesNotMatch(hover, /hover again/i);
    }
    assert.ok(elapsed > 5000, `the last profiles waited for a later window (${elapsed} ms)`);
    assert.deepEqual([...userRequests(paced)].sort(), [...PROFILE_IDS].sort(), 'each id asked once');
    assert.deepEqual(
      paced.requests.filter((r) => r.status === 429),
      [],
      'no 429',
    );
  });

  it('a hover left while its request waits in the queue drops it (a real hover in the editor, shown, then scrolled away)', async function () {
    this.timeout(60_000);
    // One request per 8 s: the left hover is shown, checked and left well inside its wait, however busy the machine is.
    const windowMs = 8000;
    paced = await useStandIn({ rateLimit: { limit: 1, windowMs } });
    await setKey(uniqueKey('leave'));
    const [first, control, left] = [IDS.demoStreamer, IDS.demoNewcomer, IDS.lorittaHeaders];
    // Lines enough to scroll: scrolling the editor hides its hover (and cancels it) in every VS Code, while
    // editor.action.hideHover is newer than 1.90.
    const filler = Array.from({ length: 300 }, (_, i) => `line ${i}`).join('\n');
    const doc = await open('log', `user=${first}\nuser=${control}\nuser=${left}\n${filler}\n`);
    const editor = await vscode.window.showTextDocument(doc);
    const showHoverAt = async (id: string): Promise<void> => {
      await vscode.commands.executeCommand('editorScroll', { to: 'up', by: 'page', value: 10 });
      const at = positionOf(doc, id);
      editor.selection = new vscode.Selection(at, at);
      await vscode.commands.executeCommand('editor.action.showHover');
    };
    const leaveHover = async (): Promise<void> => {
      await vscode.commands.executeCommand('editorScroll', { to: 'down', by: 'line', value: 30 });
    };
    const requests = paced.requests;
    const asked = (id: string) => userRequests(paced!).includes(id);

    // The first lookup takes the window's only slot for 8 s.
    assert.match(await ourHover(doc, positionOf(doc, first)), /Sonhos/);
    // Control: a hover shown and kept open is sent when the window reopens, so showing a hover does reach the provider.
    await showHoverAt(control);
    assert.ok(await waitUntil(() => asked(control), windowMs + 4000), "the kept hover's request was sent");
    await leaveHover();
    // The window is full again (the control's request). This hover is shown, then left while its request is queued.
    await showHoverAt(left);
    await sleep(800);
    assert.equal(asked(left), false, 'still queued');
    await leaveHover();
    const controlAnsweredAt = Date.now();
    await waitUntil(() => asked(left), windowMs + 2000);
    assert.ok(Date.now() - controlAnsweredAt >= windowMs + 1000, 'waited past the window');
    assert.deepEqual(userRequests(paced), [first, control], "the left hover's request was never sent");
    assert.deepEqual(
      requests.filter((r) => r.status === 429),
      [],
    );
  });
});
