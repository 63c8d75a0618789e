import * as vscode from 'vscode';
import { findIdsInText } from '../ids/findId';
import { l10n } from '../l10n';

interface IdTerminalLink extends vscode.TerminalLink {
  id: string;
}

/** Makes ids in the integrated terminal clickable: a click opens the profile panel. */
export class IdTerminalLinkProvider implements vscode.TerminalLinkProvider<IdTerminalLink> {
  provideTerminalLinks(context: vscode.TerminalLinkContext): IdTerminalLink[] {
    return findIdsInText(context.line).map((m) => ({
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
