// Behind the hover's kind line: "Read as User Here" / "Not a Role" write a correction into the workspace's
// profileLookup.ids.corrections, "Undo Correction" takes it out. The arguments come from a link (or any extension
// calling the command), so each is checked before anything is written.
import * as vscode from 'vscode';
import { correctionOf, isScope } from '../../ids/corrections';
import { addIdCorrection, ID_CORRECTIONS_SETTING, removeIdCorrection } from '../../host/idCorrectionsSetting';
import { registerLoggedCommand } from '../../host/loggedCommand';
import { idKindName } from '../../ids/idKindNames';
import { l10n } from '../../l10n';
import type { Logger } from '../../log';

const MESSAGE_MS = 5000;

export function registerCorrectionCommands(log: Logger): vscode.Disposable {
  return vscode.Disposable.from(
    registerLoggedCommand(
      log,
      'profileLookup.correctIdKind',
      async (scope?: unknown, kind?: unknown, note?: unknown): Promise<boolean> => {
        const correction = correctionOf({ evidence: scope, kind, note });
        if (correction === undefined) {
          void vscode.window.showWarningMessage(
            l10n.t('Profile Lookup: that correction is not valid; nothing changed.'),
          );
          return false;
        }
        const target = await addIdCorrection(correction);
        if (target === undefined) {
          void vscode.window.showWarningMessage(
            l10n.t(
              'Profile Lookup: the setting {0} is not a list; mend it first (nothing was written).',
              ID_CORRECTIONS_SETTING,
            ),
          );
          return false;
        }
        log.info(
          `ids: a correction to ${correction.kind} written to the ${target === vscode.ConfigurationTarget.Workspace ? 'workspace' : 'user'} settings`,
        );
        vscode.window.setStatusBarMessage(
          target === vscode.ConfigurationTarget.Workspace
            ? l10n.t(
                'Profile Lookup: read as {0} in this workspace (setting {1})',
                idKindName(correction.kind),
                ID_CORRECTIONS_SETTING,
              )
            : l10n.t(
                'Profile Lookup: read as {0} (no folder is open: kept in your user settings, {1})',
                idKindName(correction.kind),
                ID_CORRECTIONS_SETTING,
              ),
          MESSAGE_MS,
        );
        return true;
      },
    ),
    registerLoggedCommand(log, 'profileLookup.undoIdCorrection', async (scope?: unknown): Promise<boolean> => {
      if (!isScope(scope)) return false;
      const removed = await removeIdCorrection(scope);
      if (removed) vscode.window.setStatusBarMessage(l10n.t('Profile Lookup: correction undone'), MESSAGE_MS);
      return removed;
    }),
  );
}
