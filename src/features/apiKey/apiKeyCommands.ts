import * as vscode from 'vscode';
import { keyFormatProblem, looksLikeServiceKey } from '../../api/model/keyFormat';
import { checkKeyInput, unusualKeyNote } from './core/keyInputCheck';
import { l10n } from '../../l10n';
import type { ApiKeyStore } from './apiKeyStore';
import type { ApiKeyCommand } from './apiKeyFeature';

function validateKeyInput(value: string): vscode.InputBoxValidationMessage | undefined {
  const note = checkKeyInput(value);
  if (note === undefined) return undefined;
  const severity =
    note.severity === 'error' ? vscode.InputBoxValidationSeverity.Error : vscode.InputBoxValidationSeverity.Warning;
  return { message: note.message, severity };
}

/**
 * `profileLookup.setApiKey [key]` and `profileLookup.clearApiKey`. Both resolve to whether something changed.
 * Registered at activation by activate.ts, which loads these from chunk.ts on first use.
 */
export function apiKeyCommandHandlers(apiKey: ApiKeyStore): Record<ApiKeyCommand, (arg?: unknown) => Promise<boolean>> {
  return {
    'profileLookup.setApiKey': async (arg?: unknown): Promise<boolean> => {
      if (typeof arg === 'string') {
        const problem = keyFormatProblem(arg.trim() === '' ? '' : arg);
        if (problem) {
          void vscode.window.showErrorMessage(l10n.t('Profile Lookup: {0}', problem));
          return false;
        }
        await apiKey.set(arg);
        if (!looksLikeServiceKey(arg))
          void vscode.window.showInformationMessage(l10n.t('Profile Lookup: {0}', unusualKeyNote()));
        return true;
      }
      const key = await vscode.window.showInputBox({
        title: l10n.t('Profile Lookup: Set API Key'),
        prompt: l10n.t(
          "Paste the API key from the API keys page of the service's dashboard. It is kept in VS Code's secret storage.",
        ),
        placeHolder: 'lorixp_…',
        password: true,
        ignoreFocusOut: true,
        validateInput: validateKeyInput,
      });
      if (key === undefined) return false;
      // The box refuses nothing while it is empty (an error on a box just opened would be noise), so an empty
      // or blank answer is refused here, at once, and nothing is stored.
      if (key.trim() === '') {
        void vscode.window.showWarningMessage(l10n.t('Profile Lookup: {0}', keyFormatProblem('') ?? ''));
        return false;
      }
      await apiKey.set(key);
      void vscode.window.showInformationMessage(
        looksLikeServiceKey(key)
          ? l10n.t('Profile Lookup: API key saved.')
          : l10n.t('Profile Lookup: API key saved. {0}', unusualKeyNote()),
      );
      return true;
    },
    'profileLookup.clearApiKey': async (): Promise<boolean> => {
      const had = await apiKey.has();
      await apiKey.clear();
      vscode.window.setStatusBarMessage(
        had ? l10n.t('Profile Lookup: API key removed') : l10n.t('Profile Lookup: no API key was set'),
        4000,
      );
      return had;
    },
  };
}
