// Issue 34, items 3 and 4, in a real VS Code against the stand-in: a typed hover says why it has its kind, Look Up as
// User opens the profile in one click, and a correction made from the hover holds for every id of the same block in
// hovers, the Ids view and the idsInText tool, until the setting loses it.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ProfileLookupExports } from '../../src/extension';
import type { IdsViewSnapshot } from '../../src/features/idsView/idsView';
import type { StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import { activateExtension, closeAllEditors, openUntitled, setKey, uniqueKey, useStandIn, waitUntil } from './fixture';
import { commandLinks, ourHover, positionOf, userRequests } from './hoverParts';
import { IDS_IN_TEXT, invokeForText, lmTools } from './lmTools';

/** The link labelled `label` in a hover, as VS Code runs it when clicked: its command and its decoded arguments. */
function linkOf(markdown: string, label: string): { command: string; args: unknown[] } {
  const link = [...markdown.matchAll(/\[([^\]]*)\]\(command:([\w.]+)(?:\?([^ )]*))? "[^"]*"\)/g)].find(
    (m) => m[1] === label,
  );
  assert.ok(link, `a link "${label}" in ${markdown}`);
  return {
    command: link[2]!,
    args: link[3] === undefined ? [] : (JSON.parse(decodeURIComponent(link[3])) as unknown[]),
  };
}

function click(link: { command: string; args: unknown[] }): Thenable<unknown> {
  return vscode.commands.executeCommand(link.command, ...link.args);
}

/** A Python config whose ROLES block lists two ids of the stand-in's users: a misread that hides their profiles. */
function rolesConfig(first: string, second: string): string {
  return [
    'ROLES = {',
    `    "admin": ${first},`,
    `    "mod": ${second},`,
    '}',
    'LOG_CHANNEL = 613425648685547541',
    '',
  ].join('\n');
}

/** Each shown row of the Ids view whose label is one of `ids`: its group and its tooltip's why line. */
function rowsOf(view: IdsViewSnapshot, ids: readonly string[]): Record<string, [group: string, why: string]> {
  const out: Record<string, [string, string]> = {};
  for (const group of view.groups) {
    for (const row of group.rows) {
      if (!ids.includes(row.label)) continue;
      out[row.label] = [group.label, row.tooltip.split('\n').find((line) => /^\w+: /.test(line)) ?? ''];
    }
  }
  return out;
}

const corrections = (): unknown =>
  vscode.workspace.getConfiguration('profileLookup').inspect('ids.corrections')?.workspaceValue;

describe('Why an id has its kind, and the user overruling it', function () {
  this.timeout(120_000);
  let exports: ProfileLookupExports;
  let standIn: StandIn;

  before(async () => {
    exports = await activateExtension();
    standIn = await useStandIn();
    await setKey(uniqueKey('reasons'));
  });

  after(async () => {
    await vscode.workspace
      .getConfiguration('profileLookup')
      .update('ids.corrections', undefined, vscode.ConfigurationTarget.Workspace);
    await vscode.commands.executeCommand('workbench.action.closeSidebar');
    await closeAllEditors();
    await standIn.close();
  });

  it('a typed hover says why, offers Look Up as User and the corrections, and Look Up as User opens the profile', async () => {
    const [admin, mod] = [IDS.demoArtist, IDS.demoNewcomer];
    const doc = await openUntitled('python', rolesConfig(admin, mod));
    standIn.clearRequests();
    const hover = await ourHover(doc, positionOf(doc, admin));
    assert.match(hover, new RegExp(`^\\*\\*Role \`${admin}\`\\*\\* · created`));
    assert.match(hover, /\nRole\\: in the `ROLES` block\\, line 1 · \[Read as User Here\]/);
    assert.deepEqual(commandLinks(hover), [
      'command:profileLookup.correctIdKind',
      'command:profileLookup.correctIdKind',
      'command:profileLookup.lookupUser',
      'command:profileLookup.copyId',
    ]);
    assert.equal(linkOf(hover, 'Not a Role').args[1], 'unknown');
    assert.deepEqual(userRequests(standIn), [], 'a role costs nothing until asked');

    const lookUp = linkOf(hover, 'Look Up as User');
    assert.deepEqual(lookUp.args, [admin, 'hover']);
    const outcome = (await click(lookUp)) as { state: string } | undefined;
    assert.equal(outcome?.state, 'profile');
    assert.ok(exports.openPanelIds().includes(admin), 'the profile panel shows that user');
    assert.deepEqual(userRequests(standIn), [admin], 'one request, for the id clicked');
    await closeAllEditors();
    // The Ids view's Look Up as User, on a row of another kind, does the same.
    const fromRow = (await vscode.commands.executeCommand('profileLookup.ids.lookUpAsUser', mod)) as
      { state: string } | undefined;
    assert.equal(fromRow?.state, 'profile');
    assert.ok(exports.openPanelIds().includes(mod));
    await closeAllEditors();
  });

  it("the prose rules' reasons read in the hover: a list's heading, a music player's log line, a sentence after the id", async () => {
    const [listed, played, defined] = ['272429559406919681', '833731920944824341', '803310053653872741'];
    // A log's lines, each behind its timestamp.
    const doc = await openUntitled(
      'log',
      [
        '2018/03/18 18:09:18 Running on servers:',
        `2018/03/18 18:09:18 \ttest (${listed})`,
        `[LOG] Player has been created in ${played}`,
        `Where \`@${defined}\` is the Discord \`guild_id\` to send the message to.`,
        '',
      ].join('\n'),
    );
    standIn.clearRequests();
    const lines: [id: string, line: RegExp][] = [
      [listed, /\nGuild\\: under the heading `Running on servers:`\\, line 1 · /],
      [played, /\nGuild\\: the sentence `Player has been created in` · /],
      [defined, /\nGuild\\: the sentence `` is the Discord `guild_id` `` · /],
    ];
    for (const [id, line] of lines) {
      const hover = await ourHover(doc, positionOf(doc, id));
      assert.match(hover, new RegExp(`^\\*\\*Guild \`${id}\`\\*\\*`), hover);
      assert.match(hover, line, hover);
    }
    assert.deepEqual(userRequests(standIn), [], 'a guild costs nothing');
    await closeAllEditors();
  });

  it('a correction from the hover moves every id of the block in hovers, the Ids view and idsInText; removing it from the setting undoes it', async () => {
    const [admin, mod] = [IDS.demoStreamer, IDS.demoDev];
    const text = rolesConfig(admin, mod);
    const doc = await openUntitled('python', text);
    await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
    await vscode.commands.executeCommand('profileLookup.showIdsInFile');
    const lm = lmTools();
    const toolLines = async (): Promise<string[]> =>
      lm === undefined
        ? []
        : (await invokeForText(lm, IDS_IN_TEXT, { text }))
            .split('\n')
            .filter((line) => line.startsWith(`- ${admin}:`) || line.startsWith(`- ${mod}:`))
            .map((line) => line.replace(/; created .*/, ''));

    // As the classifier reads it.
    const asRoles = {
      [admin]: ['Roles', 'Role: in the `ROLES` block, line 1'],
      [mod]: ['Roles', 'Role: in the `ROLES` block, line 1'],
    };
    assert.ok(
      await waitUntil(() => JSON.stringify(rowsOf(exports.idsView(), [admin, mod])) === JSON.stringify(asRoles)),
      JSON.stringify(exports.idsView()),
    );
    if (lm !== undefined)
      assert.deepEqual(await toolLines(), [
        `- ${admin}: Role (in the "ROLES" block, line 1)`,
        `- ${mod}: Role (in the "ROLES" block, line 1)`,
      ]);

    // "Read as User Here" on the first id's hover, as a click runs it.
    const before = await ourHover(doc, positionOf(doc, admin));
    assert.equal(await click(linkOf(before, 'Read as User Here')), true);
    const written = corrections();
    assert.ok(Array.isArray(written) && written.length === 1, JSON.stringify(written));
    assert.deepEqual(written[0], {
      evidence: 'enclosing-block:roles',
      kind: 'user',
      note: 'Role: in the `ROLES` block',
    });

    // The other id of the block, in the hover: a user now, saying why, with its profile.
    const corrected = await ourHover(doc, positionOf(doc, mod));
    assert.match(corrected, new RegExp(`^\\*\\*User \`${mod}\`\\*\\*`));
    assert.match(
      corrected,
      /\nUser\\: corrected by you \\\(was role\\: in the `ROLES` block\\, line 1\\\) · \[Undo Correction\]/,
    );
    assert.match(corrected, /Sonhos/, 'the profile is shown');
    // The channel's evidence is another: untouched.
    assert.match(await ourHover(doc, positionOf(doc, '613425648685547541')), /^\*\*Channel /);

    const asUsers = {
      [admin]: ['Users', 'User: corrected by you (was role: in the `ROLES` block, line 1)'],
      [mod]: ['Users', 'User: corrected by you (was role: in the `ROLES` block, line 1)'],
    };
    assert.ok(
      await waitUntil(() => JSON.stringify(rowsOf(exports.idsView(), [admin, mod])) === JSON.stringify(asUsers)),
      JSON.stringify(exports.idsView()),
    );
    if (lm !== undefined)
      assert.deepEqual(await toolLines(), [
        `- ${admin}: User (corrected by you (was role: in the "ROLES" block, line 1))`,
        `- ${mod}: User (corrected by you (was role: in the "ROLES" block, line 1))`,
      ]);

    // The setting lists it; taking it out of the setting undoes it everywhere.
    await vscode.workspace
      .getConfiguration('profileLookup')
      .update('ids.corrections', undefined, vscode.ConfigurationTarget.Workspace);
    assert.match(
      await ourHover(doc, positionOf(doc, mod)),
      new RegExp(`^\\*\\*Role \`${mod}\`\\*\\*[^\\n]*\\n\\nRole\\\\: in the`),
    );
    assert.ok(
      await waitUntil(() => JSON.stringify(rowsOf(exports.idsView(), [admin, mod])) === JSON.stringify(asRoles)),
      JSON.stringify(exports.idsView()),
    );
    if (lm !== undefined)
      assert.deepEqual(await toolLines(), [
        `- ${admin}: Role (in the "ROLES" block, line 1)`,
        `- ${mod}: Role (in the "ROLES" block, line 1)`,
      ]);
  });
});
