// The key guard in the real VS Code: a diagnostic exactly on a key pasted into a document (a warning, an error
// for the stored key), and both quick fixes through VS Code's own code action command. The move fix finds the key
// in the text as it is when it runs (issue #25), and asks before it replaces a stored key (issue #27).
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { PATIENCE_MS } from './patience';
import type { ProfileLookupExports } from '../../src/extension';
import { SAMPLE_KEY, SECOND_KEY, type StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import {
  activateExtension,
  openUntitled,
  closeAllEditors,
  lookupUser,
  setKey,
  uniqueKey,
  useStandIn,
  sleep,
} from './fixture';
import { acceptNotificationUntil, dismissNotificationsUntil, waitForNotification } from './notificationProbe';
import { waitForStatus } from './statusBarProbe';
import { hasWorkbenchProbe } from './workbenchPage';

function ours(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Profile Lookup');
}

/**
 * Scans `doc` and waits until the guard's diagnostics of it cover exactly the ranges of `keys` in its text (none:
 * no diagnostic). Exact ranges, not a count: an untitled name (Untitled-N) is reused by later documents, and the
 * workbench may hold an earlier one's diagnostics for a moment.
 */
async function diagnosticsSettle(
  api: ProfileLookupExports,
  doc: vscode.TextDocument,
  keys: readonly string[],
): Promise<vscode.Diagnostic[]> {
  const expected = keys.map((key) => rangeOf(doc, key));
  const matches = () => {
    const found = ours(doc.uri);
    return found.length === expected.length && found.every((d, i) => d.range.isEqual(expected[i]!));
  };
  const deadline = Date.now() + PATIENCE_MS;
  await api.scanForKeys(doc);
  while (!matches() && Date.now() < deadline) await sleep(100);
  assert.deepEqual(
    ours(doc.uri).map((d) => d.range),
    expected,
    'the diagnostics cover exactly the keys',
  );
  return ours(doc.uri);
}

function rangeOf(doc: vscode.TextDocument, needle: string): vscode.Range {
  const at = doc.getText().indexOf(needle);
  assert.ok(at >= 0);
  return new vscode.Range(doc.positionAt(at), doc.positionAt(at + needle.length));
}

/** The code actions at `range` that match `title`, asked again for a moment: the editor learns of new diagnostics a little later. */
async function actionsAt(doc: vscode.TextDocument, range: vscode.Range, title: RegExp): Promise<vscode.CodeAction[]> {
  const deadline = Date.now() + PATIENCE_MS;
  let titles: string[] = [];
  for (;;) {
    const all =
      (await vscode.commands.executeCommand<(vscode.CodeAction | vscode.Command)[]>(
        'vscode.executeCodeActionProvider',
        doc.uri,
        range,
      )) ?? [];
    const actions = all.filter((a): a is vscode.CodeAction => 'kind' in a || 'edit' in a);
    const matching = actions.filter((a) => title.test(a.title));
    if (matching.length > 0 || Date.now() > deadline) {
      titles = all.map((a) => a.title);
      if (matching.length === 0)
        assert.fail(`no code action matching ${title} at the key; there were: ${JSON.stringify(titles)}`);
      return matching;
    }
    await sleep(200);
  }
}

async function apply(action: vscode.CodeAction): Promise<unknown> {
  if (action.edit) assert.ok(await vscode.workspace.applyEdit(action.edit));
  assert.ok(action.command, 'the action has a command');
  return vscode.commands.executeCommand(action.command.command, ...(action.command.arguments ?? []));
}

/** Applies `action` without waiting for it: a question it asks holds it until answered. */
function applyPending(action: vscode.CodeAction): { result: Promise<unknown>; settled: () => boolean } {
  let done = false;
  const result = apply(action).finally(() => {
    done = true;
  });
  return { result, settled: () => done };
}

async function clearKey(): Promise<void> {
  await vscode.commands.executeCommand('profileLookup.clearApiKey');
}

/** Users looked up in turn, so that no lookup is answered from the cache of an earlier one. */
const LOOKED_UP = [IDS.bigNumbers, IDS.nulls, IDS.extraFields, IDS.unknownGender, IDS.banned, IDS.lorittaHeaders];
let lookups = 0;

/** The key the next lookup sends, as the stand-in received it. */
async function keySentByNextLookup(standIn: StandIn): Promise<string | undefined> {
  const before = standIn.requests.length;
  await lookupUser(LOOKED_UP[lookups++ % LOOKED_UP.length]!);
  assert.ok(standIn.requests.length > before, 'the lookup was sent');
  return standIn.requests.at(-1)?.authorization;
}

/** The key's diagnostic in `doc`, and the "Move the API key to secret storage" fix it offers. */
async function moveOffered(
  api: ProfileLookupExports,
  doc: vscode.TextDocument,
  key: string,
): Promise<vscode.CodeAction> {
  const [diagnostic] = await diagnosticsSettle(api, doc, [key]);
  assert.ok(diagnostic, 'the key is flagged');
  const [move] = await actionsAt(doc, diagnostic.range, /secret storage/);
  assert.ok(move, 'the fix is offered');
  return move;
}

/** No key stored, and `TOKEN=<key>` in an open plain-text editor, its fix offered: where the tests of a changed file start. */
async function tokenFileWithMoveOffered(
  api: ProfileLookupExports,
): Promise<{ doc: vscode.TextDocument; editor: vscode.TextEditor; move: vscode.CodeAction }> {
  await clearKey();
  const doc = await openUntitled('plaintext', `TOKEN=${SECOND_KEY}\n`);
  const move = await moveOffered(api, doc, SECOND_KEY);
  return { doc, move, editor: await vscode.window.showTextDocument(doc) };
}

describe('The key guard', () => {
  let api: ProfileLookupExports;
  let standIn: StandIn | undefined;

  before(async () => {
    api = await activateExtension();
  });

  afterEach(async () => {
    await standIn?.close();
    standIn = undefined;
    await closeAllEditors();
  });

  it('flags a key in a document with a warning covering exactly the key, and an error once it is the stored key', async () => {
    await setKey(uniqueKey('guard-other'));
    const doc = await openUntitled('plaintext', `curl -H "Authorization: ${SAMPLE_KEY}" …\n`);
    const [warning] = await diagnosticsSettle(api, doc, [SAMPLE_KEY]);
    assert.ok(warning);
    assert.deepEqual(warning.range, rangeOf(doc, SAMPLE_KEY));
    assert.equal(warning.severity, vscode.DiagnosticSeverity.Warning);
    assert.ok(!warning.message.includes(SAMPLE_KEY), 'the message never repeats the key');
    await setKey(SAMPLE_KEY);
    const deadline = Date.now() + PATIENCE_MS;
    while (ours(doc.uri)[0]?.severity !== vscode.DiagnosticSeverity.Error && Date.now() < deadline) await sleep(100);
    const [error] = ours(doc.uri);
    assert.equal(error?.severity, vscode.DiagnosticSeverity.Error, 'the stored key is an error');
    assert.ok(!error.message.includes(SAMPLE_KEY));
  });

  it('"Move the API key to secret storage" stores it, the next lookup sends it, and the document no longer holds it', async () => {
    standIn = await useStandIn();
    await clearKey();
    const doc = await openUntitled('json', `{\n  "token": "${SECOND_KEY}"\n}\n`);
    const [diagnostic] = await diagnosticsSettle(api, doc, [SECOND_KEY]);
    assert.ok(diagnostic);
    const [move] = await actionsAt(doc, diagnostic.range, /API key.*secret storage/);
    assert.ok(move, 'a quick fix whose title mentions the API key');
    assert.equal(move.kind?.value, vscode.CodeActionKind.QuickFix.value);
    assert.equal(await apply(move), true, 'the key was stored');
    assert.ok(!doc.getText().includes(SECOND_KEY), 'the document no longer holds the key');
    assert.equal(doc.getText(), '{\n  "token": "REMOVED_API_KEY"\n}\n');
    assert.deepEqual(await lookupUser(IDS.normal), { id: IDS.normal, state: 'profile' });
    assert.equal(standIn.requests.at(-1)?.authorization, SECOND_KEY, 'the next lookup sent the moved key');
    assert.deepEqual(await diagnosticsSettle(api, doc, []), []);
  });

  it('leaves an empty value in a .env file', async () => {
    await clearKey();
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder);
    const file = vscode.Uri.file(path.join(folder.uri.fsPath, '.env'));
    await vscode.workspace.fs.writeFile(file, Buffer.from(`LORITTA_TOKEN=${SAMPLE_KEY}\nOTHER=1\n`));
    const doc = await vscode.workspace.openTextDocument(file);
    assert.equal(await apply(await moveOffered(api, doc, SAMPLE_KEY)), true);
    assert.equal(doc.getText(), 'LORITTA_TOKEN=\nOTHER=1\n');
    await doc.save();
    // Nothing copies the saved file meanwhile (the local history's copy of it met the delete as an ENOENT).
    assert.equal(vscode.workspace.getConfiguration('workbench.localHistory').get('enabled'), false);
    await vscode.workspace.fs.delete(file);
  });

  it('"Ignore API keys in this file" clears the diagnostics and keeps them away for that file only', async () => {
    await setKey(uniqueKey('guard-ignore'));
    const doc = await openUntitled('markdown', `key: ${SAMPLE_KEY}\n`);
    const other = await openUntitled('markdown', `key: ${SAMPLE_KEY}\n`);
    const [diagnostic] = await diagnosticsSettle(api, doc, [SAMPLE_KEY]);
    assert.ok(diagnostic);
    assert.equal((await diagnosticsSettle(api, other, [SAMPLE_KEY])).length, 1);
    const [ignore] = await actionsAt(doc, diagnostic.range, /Ignore/);
    assert.ok(ignore);
    assert.equal(ignore.kind?.value, vscode.CodeActionKind.QuickFix.value);
    assert.equal(await apply(ignore), true);
    assert.deepEqual(await diagnosticsSettle(api, doc, []), []);
    const editor = await vscode.window.showTextDocument(doc);
    await editor.edit((b) => b.insert(new vscode.Position(1, 0), `again: ${SECOND_KEY}\n`));
    await sleep(600);
    assert.deepEqual(await diagnosticsSettle(api, doc, []), [], 'still ignored after a change');
    assert.equal(ours(other.uri).length, 1, 'the other file is still guarded');
    assert.equal(doc.getText().includes(SAMPLE_KEY), true, 'ignoring leaves the text alone');
  });

  it('follows change events: a key typed into an open document is flagged without asking', async () => {
    await setKey(uniqueKey('guard-typed'));
    const doc = await openUntitled('yaml', 'bot:\n  token: \n');
    const editor = await vscode.window.showTextDocument(doc);
    await editor.edit((b) => b.insert(new vscode.Position(1, 9), SECOND_KEY));
    // Polls for the key's range: an untitled name (Untitled-N) may still carry the diagnostics of an earlier
    // document of that name until this one's first scan replaces them.
    const expected = rangeOf(doc, SECOND_KEY);
    const deadline = Date.now() + PATIENCE_MS;
    while (!(ours(doc.uri).length === 1 && ours(doc.uri)[0]!.range.isEqual(expected)) && Date.now() < deadline)
      await sleep(100);
    assert.deepEqual(
      ours(doc.uri).map((d) => d.range),
      [expected],
    );
  });
  it('the fix finds the key where it is when it runs: "API_" typed before TOKEN=<key> after the fix was offered (#25)', async () => {
    standIn = await useStandIn();
    const { doc, editor, move } = await tokenFileWithMoveOffered(api);
    assert.ok(await editor.edit((b) => b.insert(new vscode.Position(0, 0), 'API_')));
    assert.equal(await apply(move), true);
    assert.equal(
      doc.getText(),
      'API_TOKEN=REMOVED_API_KEY\n',
      'the key replaced where it is now (was API_TOREMOVED_API_KEYuh7m)',
    );
    assert.equal(
      await keySentByNextLookup(standIn),
      SECOND_KEY,
      'the key stored is exactly the key (was KEN=lorixp_…)',
    );
  });

  it('two keys on one JSON line fixed in a row: the "prod" entry stays whole and the key stored is the key (#25)', async () => {
    standIn = await useStandIn();
    await clearKey();
    const doc = await openUntitled('json', `{"dev": "${SAMPLE_KEY}", "prod": "${SECOND_KEY}"}\n`);
    const [dev, prod] = await diagnosticsSettle(api, doc, [SAMPLE_KEY, SECOND_KEY]);
    assert.ok(dev && prod);
    // Both fixes offered before either runs, as a lightbulb menu or an agent applying fixes holds them.
    const [moveDev] = await actionsAt(doc, dev.range, /secret storage/);
    const [moveProd] = await actionsAt(doc, prod.range, /secret storage/);
    assert.ok(moveDev && moveProd);
    assert.equal(await apply(moveDev), true);
    assert.equal(doc.getText(), `{"dev": "REMOVED_API_KEY", "prod": "${SECOND_KEY}"}\n`);
    // The user clears the stored key: the second fix stores without a question.
    await clearKey();
    assert.equal(await apply(moveProd), true);
    assert.equal(
      doc.getText(),
      '{"dev": "REMOVED_API_KEY", "prod": "REMOVED_API_KEY"}\n',
      'the "prod" entry was not deleted',
    );
    assert.equal(await keySentByNextLookup(standIn), SECOND_KEY, 'no garbage key was stored');
  });

  it('a key gone when the fix runs: nothing changes, nothing is stored', async () => {
    const { doc, editor, move } = await tokenFileWithMoveOffered(api);
    // The key edited into another one: the fix must not take the new one for it.
    assert.ok(await editor.edit((b) => b.replace(rangeOf(doc, SECOND_KEY), SAMPLE_KEY)));
    assert.equal(await apply(move), false);
    assert.equal(doc.getText(), `TOKEN=${SAMPLE_KEY}\n`, 'the file is as the user left it');
    assert.equal(await vscode.commands.executeCommand('profileLookup.clearApiKey'), false, 'no key was stored');
    if (hasWorkbenchProbe())
      await waitForNotification(/no longer in the file as it was found \(the file changed\)\. Nothing was changed\./);
  });

  it('a stored key the service accepts is replaced only when the user says so, and the question names whose key it is (#27)', async function () {
    this.timeout(4 * PATIENCE_MS);
    standIn = await useStandIn();
    await setKey(SAMPLE_KEY);
    assert.deepEqual(await lookupUser(IDS.normal), { id: IDS.normal, state: 'profile' });
    await waitForStatus(api, 'accepted', /accepted/);
    const doc = await openUntitled('yaml', `bot:\n  token: ${SECOND_KEY}\n`);
    const [diagnostic] = await diagnosticsSettle(api, doc, [SECOND_KEY]);
    assert.ok(diagnostic);
    const [declined] = await actionsAt(doc, diagnostic.range, /secret storage/);
    assert.ok(declined);
    // Notifications left by earlier tests would stand before the question: start from none.
    await vscode.commands.executeCommand('notifications.clearAll');
    const first = applyPending(declined);
    if (hasWorkbenchProbe()) {
      const question = await waitForNotification(/already has an API key/);
      assert.match(
        question.message,
        /the service accepts it: the API key of user 378864228371772203\. Replace it with the key from this file\?/,
      );
      assert.ok(!question.message.includes('lorixp_'), 'the question never shows a key');
    } else {
      await sleep(1000);
    }
    assert.equal(first.settled(), false, 'the fix waits for an answer');
    assert.equal(doc.getText(), `bot:\n  token: ${SECOND_KEY}\n`, 'nothing changed while it asks');
    await dismissNotificationsUntil(first.settled);
    assert.equal(await first.result, false);
    assert.equal(doc.getText(), `bot:\n  token: ${SECOND_KEY}\n`, 'declined: the file is unchanged');
    assert.equal(await keySentByNextLookup(standIn), SAMPLE_KEY, 'declined: the working key is kept');

    // Asked again, and this time the user says yes.
    await vscode.window.showTextDocument(doc);
    const [accepted] = await actionsAt(
      doc,
      (await diagnosticsSettle(api, doc, [SECOND_KEY]))[0]!.range,
      /secret storage/,
    );
    assert.ok(accepted);
    const second = applyPending(accepted);
    if (hasWorkbenchProbe()) await waitForNotification(/already has an API key/);
    await acceptNotificationUntil(second.settled);
    assert.equal(await second.result, true);
    assert.equal(doc.getText(), 'bot:\n  token: REMOVED_API_KEY\n');
    assert.equal(await keySentByNextLookup(standIn), SECOND_KEY);
  });

  it('hundreds of keys past the first thousand: 1,000 flagged one by one, one diagnostic sums up the rest, and offers no move', async function () {
    this.timeout(4 * PATIENCE_MS);
    await setKey(uniqueKey('guard-many'));
    const keys = Array.from(
      { length: 1300 },
      (_, i) =>
        `lorixp_${'k7YoEB6NLYDjum2kdDfz'}${i
          .toString(36)
          .replace(/[0lIO]/g, 'x')
          .padStart(3, 'z')}`,
    );
    const doc = await openUntitled('plaintext', keys.map((k) => `key=${k}`).join('\n'));
    await api.scanForKeys(doc);
    const deadline = Date.now() + PATIENCE_MS;
    while (ours(doc.uri).length !== 1001 && Date.now() < deadline) await sleep(100);
    const found = ours(doc.uri);
    assert.equal(found.length, 1001);
    assert.deepEqual(
      found.slice(0, 1000).map((d) => doc.getText(d.range)),
      keys.slice(0, 1000),
    );
    const summary = found[1000]!;
    assert.equal(summary.code, 'api-keys-not-flagged');
    assert.match(
      summary.message,
      /^This file holds 300 more strings shaped like API keys, not marked one by one \(Profile Lookup marks the first 1000\)/,
    );
    assert.equal(doc.getText(summary.range), keys[1000], 'shown on the first key past them');
    const titles = (await actionsAt(doc, summary.range, /./)).map((a) => a.title);
    assert.deepEqual(titles, ['Ignore API keys in this file']);
  });
});
