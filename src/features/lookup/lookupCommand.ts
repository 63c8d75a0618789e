import type { LookupOutcome } from '../../model/lookupError';
import * as vscode from 'vscode';
import { parseIdInput } from '../../ids/parseIdInput';
import { l10n } from '../../l10n';
import { snowflakeDate } from '../../ids/snowflake';
import { whyNotAUserId } from '../../ids/userIdPlausibility';
import { idUnderCursor } from './idUnderCursor';
import type { RecentLookups } from './recentLookups';
import { registerLoggedCommand } from '../../host/loggedCommand';
import type { Logger } from '../../log';
import { closeEditorHover } from '../../host/editorHover';
import { HOVER_ORIGIN } from '../../commandIds';

/** The profile panels as the lookup commands use them; the composition root hands them over. */
export interface ProfilePanelOpener {
  show(id: string): Promise<LookupOutcome>;
}

interface IdItem extends vscode.QuickPickItem {
  id?: string;
}

function createdLabel(id: string): string {
  const date = snowflakeDate(id);
  return Number.isNaN(date.getTime())
    ? ''
    : l10n.t('created {0}', date.toLocaleDateString(vscode.env.language, { dateStyle: 'medium' }));
}

/** Asks for an id, validating as the user types; resolves to the id, or undefined when dismissed. */
function promptForId(recent: RecentLookups, initial: string | undefined): Promise<string | undefined> {
  const pick = vscode.window.createQuickPick<IdItem>();
  pick.title = l10n.t('Profile Lookup: Lookup User');
  pick.placeholder = l10n.t('User id, mention (<@id>) or profile URL');
  pick.ignoreFocusOut = false;
  pick.matchOnDescription = true;
  const recentItems = (): IdItem[] =>
    recent
      .list()
      .map((id) => ({ id, label: id, description: createdLabel(id), iconPath: new vscode.ThemeIcon('history') }));
  const refresh = (): void => {
    const value = pick.value.trim();
    if (value.length === 0) {
      pick.items = recentItems();
      return;
    }
    const parsed = parseIdInput(value);
    const implausible = parsed.ok ? whyNotAUserId(parsed.id) : undefined;
    const head: IdItem = parsed.ok
      ? {
          id: parsed.id,
          label: parsed.id,
          description: createdLabel(parsed.id),
          detail: implausible ?? l10n.t('Look up this user'),
          alwaysShow: true,
          iconPath: new vscode.ThemeIcon(implausible === undefined ? 'search' : 'warning'),
        }
      : { label: parsed.message, alwaysShow: true, iconPath: new vscode.ThemeIcon('warning') };
    pick.items = [head, ...recentItems().filter((r) => r.id !== head.id)];
  };
  if (initial) pick.value = initial;
  refresh();
  return new Promise((resolve) => {
    let done = false;
    const finish = (id: string | undefined): void => {
      if (done) return;
      done = true;
      resolve(id);
      pick.dispose();
    };
    pick.onDidChangeValue(refresh);
    pick.onDidAccept(() => {
      const id = pick.selectedItems[0]?.id ?? pick.activeItems[0]?.id;
      if (id) finish(id);
      // An item without an id is the validation message: the box stays open for a correction.
    });
    pick.onDidHide(() => finish(undefined));
    pick.show();
  });
}

/** `profileLookup.lookupUser [id]`: with an id, no prompt; resolves once the panel shows the user or the error. */
export function registerLookupCommands(
  panels: ProfilePanelOpener,
  recent: RecentLookups,
  log: Logger,
): vscode.Disposable[] {
  const lookUp = async (id: string): Promise<LookupOutcome> => {
    void recent.add(id);
    const outcome = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Window, title: l10n.t('Looking up user {0}', id) },
      () => panels.show(id),
    );
    log.info(`lookup of ${id}: ${outcome.state}${outcome.errorKind === undefined ? '' : ` (${outcome.errorKind})`}`);
    return outcome;
  };
  // An id that cannot be a user's (too short, dated in the future) sends nothing unless the person insists.
  const lookUpIfPlausible = (id: string): Promise<LookupOutcome> => {
    const implausible = whyNotAUserId(id);
    if (implausible === undefined) return lookUp(id);
    log.info(`lookup of ${id}: not sent, it cannot be a user`);
    const anyway = l10n.t('Look Up Anyway');
    void vscode.window
      .showWarningMessage(l10n.t('Profile Lookup: {0}', implausible), anyway)
      .then((choice) => (choice === anyway ? lookUp(id) : undefined));
    return Promise.resolve({ id, state: 'error', errorKind: 'InvalidId' });
  };
  return [
    registerLoggedCommand(
      log,
      'profileLookup.lookupUser',
      async (arg?: unknown, origin?: unknown): Promise<LookupOutcome | undefined> => {
        // From a hover's link: the hover closes before the panel takes the focus (and would sit over its header).
        if (origin === HOVER_ORIGIN) log.debug(`hover closed by ${await closeEditorHover()}`);
        if (typeof arg === 'string') {
          const parsed = parseIdInput(arg);
          if (!parsed.ok) {
            void vscode.window.showWarningMessage(l10n.t('Profile Lookup: {0}', parsed.message));
            return { id: arg, state: 'error', errorKind: 'InvalidId' };
          }
          return lookUpIfPlausible(parsed.id);
        }
        const id = await promptForId(recent, idUnderCursor(vscode.window.activeTextEditor));
        return id === undefined ? undefined : lookUpIfPlausible(id);
      },
    ),
    registerLoggedCommand(log, 'profileLookup.lookupUserAtCursor', async (): Promise<LookupOutcome | undefined> => {
      const id = idUnderCursor(vscode.window.activeTextEditor);
      return id === undefined ? vscode.commands.executeCommand('profileLookup.lookupUser') : lookUpIfPlausible(id);
    }),
  ];
}
