// The other call sites of typed ids: terminal links and the editor's "Lookup User" at the cursor take only
// ids looked up as users (user, or nothing said); a selection is deliberate and taken whatever its context.
import * as assert from 'node:assert/strict';
import type * as vscode from 'vscode';
import { IDS } from '../../../stand-in/users';
import { fakeDocument, positionOf, useFakeVscode } from '../../../support/hoverRig';

const GUILD = '613425648685547541';
// Not the stand-in's hostile user (1091693445122657960): a snowflake names one thing, and a line that shows the same
// digits as a channel makes a bare copy of them a channel too (src/ids/sameIdElsewhere.ts).
const CHANNEL = '1091693445122657961';

describe('typed ids at the other call sites (fake vscode)', () => {
  useFakeVscode();

  describe('terminal links', () => {
    function links(line: string): string[] {
      const { IdTerminalLinkProvider } =
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require('../../../../src/features/terminal/terminalLinks') as typeof import('../../../../src/features/terminal/terminalLinks');
      const found = new IdTerminalLinkProvider().provideTerminalLinks({ line } as vscode.TerminalLinkContext);
      for (const link of found) assert.equal(line.substr(link.startIndex, link.length), link.id);
      return found.map((link) => link.id);
    }

    it('links user ids and ids whose context says nothing, and no guild, channel or message id', () => {
      assert.deepEqual(
        links(
          `[gateway] user=${IDS.normal} guild_id=${GUILD} in <#${CHANNEL}> by <@${IDS.banned}>, seen ${IDS.hostile}`,
        ),
        [IDS.normal, IDS.banned, IDS.hostile],
      );
      assert.deepEqual(links(`https://discord.com/channels/${GUILD}/${CHANNEL}/1159407127759029715`), []);
      assert.deepEqual(
        links(`moved to <#${CHANNEL}>, seen ${CHANNEL}`),
        [],
        'a bare copy of a channel id on the line is that channel',
      );
    });

    it('tells whose profile a link opens', () => {
      const { IdTerminalLinkProvider } =
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require('../../../../src/features/terminal/terminalLinks') as typeof import('../../../../src/features/terminal/terminalLinks');
      const [link] = new IdTerminalLinkProvider().provideTerminalLinks({
        line: `user=${IDS.normal}`,
      } as vscode.TerminalLinkContext);
      assert.equal(link?.tooltip, `Open the profile of user ${IDS.normal}`);
    });
  });

  describe('the id under the cursor (context menu, Lookup User at cursor)', () => {
    function editorAt(text: string, needle: string, selected = false): vscode.TextEditor {
      const document = fakeDocument(text);
      const at = positionOf(document, needle, 2);
      const start = positionOf(document, needle, 0);
      const end = positionOf(document, needle, needle.length);
      const selection = selected
        ? { isEmpty: false, isSingleLine: true, active: end, start, end }
        : { isEmpty: true, isSingleLine: true, active: at, start: at, end: at };
      return { document, selection } as unknown as vscode.TextEditor;
    }
    function idUnderCursor(editor: vscode.TextEditor): string | undefined {
      const module =
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require('../../../../src/features/lookup/idUnderCursor') as typeof import('../../../../src/features/lookup/idUnderCursor');
      return module.idUnderCursor(editor);
    }

    it('is the id for a user or an unknown context', () => {
      assert.equal(idUnderCursor(editorAt(`author_id=${IDS.normal}`, IDS.normal)), IDS.normal);
      assert.equal(idUnderCursor(editorAt(`INFO ${IDS.normal} ok`, IDS.normal)), IDS.normal);
      assert.equal(idUnderCursor(editorAt(`ping <@!${IDS.normal}>`, IDS.normal)), IDS.normal);
    });

    it('is nothing for a guild, channel or role id under the cursor', () => {
      assert.equal(idUnderCursor(editorAt(`guild_id=${GUILD}`, GUILD)), undefined);
      assert.equal(idUnderCursor(editorAt(`<#${CHANNEL}>`, CHANNEL)), undefined);
      assert.equal(idUnderCursor(editorAt(`<@&${GUILD}>`, GUILD)), undefined);
    });

    it('takes a selected id whatever its context: selecting it is asking for it', () => {
      assert.equal(idUnderCursor(editorAt(`guild_id=${GUILD}`, GUILD, true)), GUILD);
    });
  });
});
