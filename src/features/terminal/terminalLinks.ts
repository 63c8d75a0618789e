import * as vscode from 'vscode';
import { isLookedUpAsUser } from '../../ids/idKind';
import { l10n } from '../../l10n';
import { applyCorrections } from '../../ids/corrections';
import { readIdCorrections } from '../../host/idCorrectionsSetting';
import { loadClassifier } from '../../host/typedIdAt';

interface IdTerminalLink extends vscode.TerminalLink {
  id: string;
}

/**
 * Makes user ids in the integrated terminal clickable: a click opens the profile panel. Only ids looked up
 * as users (user or unknown context) become links. A terminal link always does something when clicked, and
 * a guild, channel or role id has no profile to open: underlining it would promise a click that spends a
 * request on a sure "not found", so those stay plain text.
 */
export class IdTerminalLinkProvider implements vscode.TerminalLinkProvider<IdTerminalLink> {
  provideTerminalLinks(context: vscode.TerminalLinkContext): IdTerminalLink[] {
    const corrections = readIdCorrections();
    return (loadClassifier()?.findTypedIdsInText(context.line) ?? [])
      .map((m) => applyCorrections(m, corrections))
      .filter((m) => isLookedUpAsUser(m.kind))
      .map((m) => ({
        startIndex: m.start,
        length: m.end - m.start,
        tooltip: l10n.t('Open the profile of user {0}', m.id),
        id: m.id,
      }));
  }

  async handleTerminalLink(link: IdTerminalLink): Promise<void> {
    await vscode.commands.executeCommand('profileLookup.lookupUser', link.id);
  }
}
