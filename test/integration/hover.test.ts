import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ProfileLookupExports } from '../../src/extension';
import type { StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import { activateExtension, closeAllEditors, setKey, waitForProfileTab, setSetting, uniqueKey, useStandIn } from './fixture';

/** The text of this extension's hovers at a position (other providers, e.g. TypeScript's, are left out). */
async function ourHovers(doc: vscode.TextDocument, position: vscode.Position): Promise<string[]> {
  const hovers = (await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, position)) ?? [];
  return hovers
    .flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value)))
    .filter((text) => text.includes('**User `'));
}

/**
 * Hovers until `done` holds (or ~5 s pass): the first hover on an unknown id answers within its budget with
 * what is known, and the request finishes into the cache for the next one.
 */
async function hoverUntil(doc: vscode.TextDocument, position: vscode.Position, done: (hover: string) => boolean): Promise<string[]> {
  let hovers = await ourHovers(doc, position);
  for (let i = 0; i < 20 && !hovers.some(done); i++) {
    await new Promise((r) => setTimeout(r, 250));
    hovers = await ourHovers(doc, position);
  }
  return hovers;
}

async function open(language: string, content: string): Promise<vscode.TextDocument> {
  return vscode.workspace.openTextDocument({ language, content });
}

function positionOf(doc: vscode.TextDocument, needle: string, offsetInNeedle = 3): vscode.Position {
  const index = doc.getText().indexOf(needle);
  assert.ok(index >= 0, `${needle} is in the document`);
  return doc.positionAt(index + offsetInNeedle);
}

/** Command links in Markdown: [label](command:NAME...). */
function commandLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((command:[^)\s"]+)/g)].map((m) => m[1]!.split('?')[0]!);
}

describe('Hovers on ids, against the stand-in', () => {
  let standIn: StandIn;
  let exports: ProfileLookupExports;

  before(async () => {
    exports = await activateExtension();
    standIn = await useStandIn();
    await setKey(uniqueKey('hover'));
  });

  after(async () => {
    await setSetting('hover.enabled', undefined);
    await closeAllEditors();
    await standIn.close();
  });

  const documents: [string, (id: string) => string][] = [
    ['log', (id) => `2026-11-22T10:00:00Z INFO user=${id} joined guild\n`],
    ['json', (id) => `{ "users": [ { "id": "${id}", "xp": 1 } ] }\n`],
    ['typescript', (id) => `const owner = ${id}n;\nexport default owner;\n`],
    ['plaintext', (id) => `Ping <@${id}> about the report.\n`],
  ];
  for (const [language, make] of documents) {
    it(`${language}: the hover holds the user's exact xp and sonhos`, async () => {
      const doc = await open(language, make(IDS.bigNumbers));
      const hovers = await hoverUntil(doc, positionOf(doc, IDS.bigNumbers), (h) => h.includes('Sonhos'));
      assert.equal(hovers.length, 1, 'one hover from this extension');
      assert.match(hovers[0]!, /9,007,199,254,740,993/, 'xp exact, grouped');
      assert.match(hovers[0]!, /Sonhos \*\*[\d,]+\*\*/);
    });
  }

  it('a file on disk (the sample log) gets the same hover', async () => {
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the sample workspace is open');
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder.uri, 'app.log'));
    assert.equal(doc.uri.scheme, 'file');
    const position = positionOf(doc, IDS.banned);
    const hovers = await hoverUntil(doc, position, (h) => h.includes('Sonhos'));
    assert.equal(hovers.length, 1);
    assert.match(hovers[0]!, /\*\*Banned\*\*/);
  });

  it('gives no hover on things that are not ids', async () => {
    const negatives = ['1234567890123456', '12345678901234567890', '9223372036854775808', '1700000000000000000000', 'user_1167125644296069160', '0x1167125644296069160', '1.167125644296069160', 'f47ac10b-58cc-4372-a567-0e02b2c3d479'];
    const doc = await open('plaintext', negatives.join('\n'));
    for (const text of negatives) {
      assert.deepEqual(await ourHovers(doc, positionOf(doc, text, Math.floor(text.length / 2))), [], `no hover on ${text}`);
    }
  });

  it('hostile About me yields no command link but the extension\'s own', async () => {
    const doc = await open('log', `hostile=${IDS.hostile}\n`);
    const position = positionOf(doc, IDS.hostile);
    const hovers = await hoverUntil(doc, position, (h) => h.includes('Sonhos'));
    assert.equal(hovers.length, 1);
    const links = commandLinks(hovers[0]!);
    assert.ok(links.length >= 2);
    for (const link of links) assert.ok(['command:profileLookup.lookupUser', 'command:profileLookup.copyId'].includes(link), `unexpected link ${link}`);
    // The hostile text is there, as escaped text: no raw HTML tag and no link target but our commands.
    assert.match(hovers[0]!, /\\<script\\>/);
    assert.doesNotMatch(hovers[0]!, /(?<!\\)<(script|img|svg|iframe|b)\b/i);
    const targets = [...hovers[0]!.matchAll(/(?<!\\)\]\(([^)\s]*)/g)].map((m) => m[1]!);
    for (const target of targets) {
      assert.match(target, /^(command:profileLookup\.(lookupUser|copyId)\?|https:\/\/cdn\.discordapp\.com\/emojis\/\d{17,20}\.webp\?)/, `unexpected link target ${target}`);
    }
  });

  it('a 404 id says not found', async () => {
    const doc = await open('log', `missing=${IDS.notFound}\n`);
    const position = positionOf(doc, IDS.notFound);
    const hovers = await hoverUntil(doc, position, (h) => /not found/i.test(h));
    assert.match(hovers[0] ?? '', /not found/i);
  });

  it('12 distinct ids hovered at once against the 5-per-5-s limit draw no 429', async function () {
    this.timeout(60_000);
    const paced = await useStandIn({ rateLimit: { limit: 5, windowMs: 5000 } });
    try {
      await setKey(uniqueKey('burst'));
      const ids = Array.from({ length: 12 }, (_, i) => (BigInt(IDS.normal) + BigInt(i + 1) * 4194304n).toString());
      const doc = await open('log', ids.map((id) => `id=${id}`).join('\n'));
      await Promise.all(ids.map((id) => ourHovers(doc, positionOf(doc, id))));
      // Hovers return within their budget; the queued requests finish into the cache in the background.
      const deadline = Date.now() + 20_000;
      while (paced.requests.length < 12 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      assert.equal(paced.requests.length, 12, 'every id was fetched once');
      assert.deepEqual(paced.requests.filter((r) => r.status === 429), [], 'no 429');
    } finally {
      await paced.close();
      await vscode.workspace.getConfiguration('profileLookup').update('baseUrl', standIn.url, vscode.ConfigurationTarget.Global);
    }
  });

  it('profileLookup.hover.enabled false removes the hover', async () => {
    const doc = await open('log', `user=${IDS.normal}\n`);
    await setSetting('hover.enabled', false);
    assert.deepEqual(await ourHovers(doc, positionOf(doc, IDS.normal)), []);
    await setSetting('hover.enabled', undefined);
    assert.equal((await ourHovers(doc, positionOf(doc, IDS.normal))).length, 1);
  });

  it('profileLookup.hover.disabledLanguages turns hovers off for the languages it names only', async () => {
    const log = await open('log', `user=${IDS.normal}\n`);
    const text = await open('plaintext', `user=${IDS.normal}\n`);
    await setSetting('hover.disabledLanguages', ['log']);
    try {
      assert.deepEqual(await ourHovers(log, positionOf(log, IDS.normal)), []);
      assert.equal((await ourHovers(text, positionOf(text, IDS.normal))).length, 1);
    } finally {
      await setSetting('hover.disabledLanguages', undefined);
    }
    assert.equal((await ourHovers(log, positionOf(log, IDS.normal))).length, 1);
  });

  it('terminal: the link provider finds an id in a terminal line and opens its profile', async () => {
    await closeAllEditors();
    const line = `[worker] 2026-11-22 banned user ${IDS.banned} (appeal pending)`;
    const links = exports.terminalLinks.provideTerminalLinks({ line, terminal: vscode.window.activeTerminal ?? vscode.window.createTerminal('ids') });
    assert.equal(links.length, 1);
    assert.equal(line.substr(links[0]!.startIndex, links[0]!.length), IDS.banned);
    await exports.terminalLinks.handleTerminalLink(links[0]!);
    assert.ok(await waitForProfileTab(`User ${IDS.banned}`));
  });
});
