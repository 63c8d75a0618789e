// The agent tools in a window whose display language is pt-BR, the extension installed from its .vsix: the tools'
// names for people come from package.nls.pt-br.json and their results from l10n/bundle.l10n.pt-br.json, with dates
// in Brazilian form. On a VS Code without the tools API (1.90 to 1.94) only the manifest's names are there to check.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { StandIn } from '../../stand-in/server';
import { IDS } from '../../stand-in/users';
import { activateExtension, EXTENSION_ID, PATIENCE_MS, setKey, uniqueKey, useStandIn } from '../fixture';
import { invokeForText, lmTools, LOOKUP_USERS, VSCODE_MINOR } from '../lmTools';

type Text = string | { value: string };
const shown = (text: Text | undefined): string | undefined => (typeof text === 'string' ? text : text?.value);

describe('Agent tools in Português do Brasil', () => {
  let standIn: StandIn | undefined;

  after(async () => {
    await standIn?.close();
  });

  it('the tools are named for people in Portuguese, and answer in Portuguese where VS Code has the tools API', async function () {
    this.timeout(2 * PATIENCE_MS);
    assert.equal(
      vscode.env.language,
      'pt-br',
      'the launcher did not switch the display language: this run proves nothing',
    );
    await activateExtension();
    const manifest = vscode.extensions.getExtension(EXTENSION_ID)?.packageJSON as {
      contributes: { languageModelTools: { name: string; displayName: Text; userDescription: Text }[] };
    };
    const lookup = manifest.contributes.languageModelTools.find((t) => t.name === LOOKUP_USERS);
    assert.equal(shown(lookup?.displayName), 'Consultar usuários');
    assert.match(shown(lookup?.userDescription) ?? '', /^Consulta usuários pelo id com a sua chave de API/);

    const lm = lmTools();
    assert.equal(lm === undefined, VSCODE_MINOR < 95, `VS Code ${vscode.version}: the tools API is there from 1.95 on`);
    if (lm === undefined) return;
    standIn = await useStandIn();
    await setKey(uniqueKey('ptbrAgent'));
    const text = await invokeForText(lm, LOOKUP_USERS, { ids: [IDS.bigNumbers, IDS.notFound, 'abc'] });
    assert.match(text, /^1 de 2 usuários consultados\./);
    assert.match(
      text,
      new RegExp(
        `^Usuário ${IDS.bigNumbers}\\n- XP: 9007199254740993\\n- Sonhos: 4611686018427387905\\n- Gênero: Masculino\\n- Criada em: \\d+ de março de 2017`,
        'm',
      ),
    );
    assert.match(text, new RegExp(`^Usuário ${IDS.notFound}: sem perfil: `, 'm'));
    assert.match(text, /^Ids inválidos \(nenhuma requisição foi enviada para eles\):$/m);
  });
});
