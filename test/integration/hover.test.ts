import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ProfileLookupExports } from '../../src/extension';
import type { StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import {
  activateExtension,
  closeAllEditors,
  setKey,
  waitForProfileTab,
  setSetting,
  uniqueKey,
  useStandIn,
} from './fixture';
import { commandLinks, open, ourHover, ourParts, positionOf, userRequests } from './hoverParts';

describe('Hovers on user ids, against the stand-in', () => {
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

  it('one hover is enough: the id at once, then the profile in the same hover; the next hover is one part from the cache', async () => {
    const doc = await open('log', `2026-11-22T10:00:00Z INFO user=${IDS.demoArtist} joined guild\n`);
    const position = positionOf(doc, IDS.demoArtist);
    const first = await ourParts(doc, position);
    assert.equal(first.length, 2, 'two parts: the header and the profile');
    assert.match(first[0]!, new RegExp(`^\\*\\*User \`${IDS.demoArtist}\`\\*\\* · created `), 'the header came first');
    assert.doesNotMatch(first[0]!, /hover again/i);
    assert.match(first[1]!, /Sonhos \*\*[\d,]+\*\*/, 'the profile followed');
    const again = await ourParts(doc, position);
    assert.equal(again.length, 1);
    assert.match(again[0]!, /^\*\*User [\s\S]*Sonhos/);
    assert.deepEqual(
      userRequests(standIn).filter((id) => id === IDS.demoArtist),
      [IDS.demoArtist],
      'one request',
    );
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
      const hover = await ourHover(doc, positionOf(doc, IDS.bigNumbers));
      assert.match(hover, new RegExp(`^\\*\\*User \`${IDS.bigNumbers}\`\\*\\*`));
      assert.match(hover, /9,007,199,254,740,993/, 'xp exact, grouped');
      assert.match(hover, /Sonhos \*\*[\d,]+\*\*/);
    });
  }

  it('a file on disk (the sample log) gets the same hover', async () => {
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the sample workspace is open');
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder.uri, 'app.log'));
    assert.equal(doc.uri.scheme, 'file');
    assert.match(await ourHover(doc, positionOf(doc, IDS.banned)), /\*\*Banned\*\*/);
  });

  it('gives no hover on things that are not ids', async () => {
    const negatives = [
      '1234567890123456',
      '12345678901234567890',
      '9223372036854775808',
      '1700000000000000000000',
      'user_1167125644296069160',
      '0x1167125644296069160',
      '1.167125644296069160',
      'f47ac10b-58cc-4372-a567-0e02b2c3d479',
    ];
    const doc = await open('plaintext', negatives.join('\n'));
    for (const text of negatives) {
      assert.deepEqual(
        await ourParts(doc, positionOf(doc, text, Math.floor(text.length / 2))),
        [],
        `no hover on ${text}`,
      );
    }
  });

  it("a 16,000-line gender (34 s of VS Code's Markdown conversion before) is one bounded line of the hover", async () => {
    const doc = await open('log', `gender=${IDS.hostileFields}\n`);
    const hover = await ourHover(doc, positionOf(doc, IDS.hostileFields));
    const gender = hover.split('\n').find((line) => line.includes('Gender '));
    assert.ok(gender, hover.slice(0, 2000));
    assert.match(gender, /Gender a a a a .*…$/, 'the lines read as one, cut with an ellipsis');
    assert.ok(hover.length < 6_000, `${hover.length} characters of hover (32,000 and 16,000 lines of gender before)`);
    assert.ok(hover.split('\n').length < 40, `${hover.split('\n').length} lines`);
    assert.doesNotMatch(hover, /[\u2028\u2029\u0085]/, 'no line break but \\n');
  });

  it("hostile About me yields no command link but the extension's own", async () => {
    const doc = await open('log', `hostile=${IDS.hostile}\n`);
    const hover = await ourHover(doc, positionOf(doc, IDS.hostile));
    assert.match(hover, /Sonhos/);
    const links = commandLinks(hover);
    assert.ok(links.length >= 2);
    for (const link of links)
      assert.ok(
        ['command:profileLookup.lookupUser', 'command:profileLookup.copyId'].includes(link),
        `unexpected link ${link}`,
      );
    // The hostile text is there, as escaped text: no raw HTML tag and no link target but our commands.
    assert.match(hover, /\\<script\\>/);
    assert.doesNotMatch(hover, /(?<!\\)<(script|img|svg|iframe|b)\b/i);
    const targets = [...hover.matchAll(/(?<!\\)\]\(([^)\s]*)/g)].map((m) => m[1]!);
    for (const target of targets) {
      assert.match(
        target,
        /^(command:profileLookup\.(lookupUser|copyId)\?|https:\/\/cdn\.discordapp\.com\/emojis\/\d{17,20}\.webp\?)/,
        `unexpected link target ${target}`,
      );
    }
  });

  it('a 404 id says not found, in the same hover', async () => {
    const doc = await open('log', `missing=${IDS.notFound}\n`);
    assert.match(await ourHover(doc, positionOf(doc, IDS.notFound)), /not found/i);
  });

  it('profileLookup.hover.enabled false removes the hover', async () => {
    const doc = await open('log', `user=${IDS.normal}\n`);
    await setSetting('hover.enabled', false);
    assert.deepEqual(await ourParts(doc, positionOf(doc, IDS.normal)), []);
    await setSetting('hover.enabled', undefined);
    assert.match(await ourHover(doc, positionOf(doc, IDS.normal)), /Sonhos/);
  });

  it('profileLookup.hover.disabledLanguages turns hovers off for the languages it names only', async () => {
    const log = await open('log', `user=${IDS.normal}\n`);
    const text = await open('plaintext', `user=${IDS.normal}\n`);
    await setSetting('hover.disabledLanguages', ['log']);
    try {
      assert.deepEqual(await ourParts(log, positionOf(log, IDS.normal)), []);
      // Two parts when the profile is fetched now (header, then profile), one when an earlier test cached it.
      assert.ok((await ourParts(text, positionOf(text, IDS.normal))).length > 0, 'plaintext keeps its hover');
    } finally {
      await setSetting('hover.disabledLanguages', undefined);
    }
    assert.ok((await ourParts(log, positionOf(log, IDS.normal))).length > 0, 'log has its hover again');
  });

  it('terminal: the link provider finds a user id in a terminal line and opens its profile; guild and channel ids are not links', async () => {
    await closeAllEditors();
    const line = `[worker] 2026-11-22 banned user ${IDS.banned} from guild_id=613425648685547541 in <#1091693445122657960> (appeal pending)`;
    const links = exports.terminalLinks.provideTerminalLinks({
      line,
      terminal: vscode.window.activeTerminal ?? vscode.window.createTerminal('ids'),
    });
    assert.deepEqual(
      links.map((l) => l.id),
      [IDS.banned],
    );
    assert.equal(line.substr(links[0]!.startIndex, links[0]!.length), IDS.banned);
    await exports.terminalLinks.handleTerminalLink(links[0]!);
    assert.ok(await waitForProfileTab(`User ${IDS.banned}`));
  });
});
