// Run by the launcher in a window whose display language is pt-BR (a stub language pack, `--locale pt-br`), with
// the extension installed from its .vsix as a user has it. Everything the extension says comes from its pt-BR
// bundles: the command titles (package.nls.pt-br.json), the panel's page and the hover (l10n/bundle.l10n.pt-br.json),
// the data layer's errors (handed VS Code's translator), and dates and numbers in Brazilian form.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { StandIn } from '../../stand-in/server';
import { IDS } from '../../stand-in/users';
import {
  activateExtension,
  closeAllEditors,
  EXTENSION_ID,
  lookupUser,
  setKey,
  uniqueKey,
  useStandIn,
  waitForProfileTab,
} from '../fixture';
import { hoverUntil, positionOf } from '../hoverProbe';

describe('In Português do Brasil', () => {
  let standIn: StandIn | undefined;

  after(async () => {
    await closeAllEditors();
    await standIn?.close();
  });

  it('the window speaks pt-BR, and the command titles come from package.nls.pt-br.json', async () => {
    assert.equal(
      vscode.env.language,
      'pt-br',
      'the launcher did not switch the display language: this run proves nothing',
    );
    await activateExtension();
    // (vscode.l10n here would be the test runner extension's own, not Profile Lookup's: its bundle shows in what it says.)
    // VS Code hands the extension its manifest with each %key% replaced: newer releases give the translation and the
    // English original together.
    type Title = string | { value: string; original: string };
    const manifest = vscode.extensions.getExtension(EXTENSION_ID)?.packageJSON as {
      contributes: { commands: { command: string; title: Title }[] };
    };
    const lookup = manifest.contributes.commands.find((c) => c.command === 'profileLookup.lookupUser');
    const title = typeof lookup?.title === 'string' ? lookup.title : lookup?.title.value;
    assert.equal(title, 'Consultar usuário', 'command titles come from package.nls.pt-br.json');
  });

  // Each test below sets up what it needs here, so that any of them runs alone (INTEGRATION_GREP).
  describe('against the stand-in, with a key', () => {
    before(async () => {
      await activateExtension();
      standIn = await useStandIn({ rateLimit: { limit: 50, windowMs: 1000 } });
      await setKey(uniqueKey('ptbr'));
    });

    it('the profile panel is in Portuguese, with Brazilian numbers', async () => {
      assert.deepEqual(await lookupUser(IDS.bigNumbers), { id: IDS.bigNumbers, state: 'profile' });
      assert.ok(await waitForProfileTab(`Usuário ${IDS.bigNumbers}`), 'the tab title is translated');
      const html = (await activateExtension()).panelHtml(IDS.bigNumbers) ?? '';
      for (const text of ['Sobre mim', 'Gênero', 'Copiar JSON', 'Atualizar', 'Detalhes', 'Conta criada em']) {
        assert.ok(html.includes(text), `the panel says "${text}"`);
      }
      assert.ok(html.includes('<html lang="pt-BR">'));
      assert.ok(
        html.includes('9.007.199.254.740.993'),
        'xp grouped the Brazilian way, with no break point inside the number',
      );
      assert.ok(html.includes('>9 quatrilhões<') && html.includes('>4,6 quintilhões<'), 'the compact readings, plural');
      // Singular where Portuguese's plural rules say: its own bundle message, keyed by its comment, as VS Code keys it.
      assert.deepEqual(await lookupUser(IDS.singularScales), { id: IDS.singularScales, state: 'profile' });
      const singular = (await activateExtension()).panelHtml(IDS.singularScales) ?? '';
      assert.ok(
        singular.includes('>1,5 quatrilhão<') && singular.includes('>1 quintilhão<'),
        'the compact readings, singular',
      );
    });

    it('a hover is in Portuguese', async () => {
      const folder = vscode.workspace.workspaceFolders?.[0];
      assert.ok(folder);
      const doc = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder.uri, 'app.log'));
      const hovers = await hoverUntil(doc, positionOf(doc, IDS.bigNumbers), (markdown) => markdown.includes('Sonhos'));
      const markdown = hovers.join('\n');
      assert.match(markdown, /Gênero/);
      assert.match(markdown, /Abrir perfil/);
      assert.match(markdown, /9\.007\.199\.254\.740\.993/);
    });

    it("the data layer's errors are in Portuguese too", async () => {
      const outcome = await lookupUser(IDS.notFound);
      assert.deepEqual(outcome, { id: IDS.notFound, state: 'error', errorKind: 'NotFound' });
      const html = (await activateExtension()).panelHtml(IDS.notFound) ?? '';
      assert.ok(html.includes('Este usuário não tem perfil'), 'the headline');
      assert.ok(html.includes(`O usuário ${IDS.notFound} não tem perfil no serviço`), "the data layer's sentence");
    });
  });
});
