// "Forget Remembered Profiles": empties the store of remembered profiles (every base address's file keeps only the
// moment it was forgotten, so another window's next write does not bring them back) and the cache.
import * as vscode from 'vscode';
import { l10n } from '../../l10n';
import { registerLoggedCommand } from '../../host/loggedCommand';
import type { Logger } from '../../log';

export interface RememberedProfilesOwner {
  forgetRemembered(): Promise<void>;
}

export const FORGET_REMEMBERED_COMMAND = 'profileLookup.forgetRememberedProfiles';

export function registerForgetRememberedCommand(owner: RememberedProfilesOwner, log: Logger): vscode.Disposable {
  return registerLoggedCommand(log, FORGET_REMEMBERED_COMMAND, async () => {
    await owner.forgetRemembered();
    void vscode.window.showInformationMessage(l10n.t('Profile Lookup: remembered profiles forgotten.'));
  });
}
