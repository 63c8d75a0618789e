import * as vscode from 'vscode';

/** Completes the Get Started walkthrough's last step (package.json, contributes.walkthroughs: onContext). */
export const HOVERED_ID_CONTEXT = 'profileLookup.hoveredId';

/** The first hover that showed an id completes the walkthrough's last step; later ones cost nothing. */
export class HoverProgress {
  private done = false;

  hovered(): void {
    if (this.done) return;
    this.done = true;
    void vscode.commands.executeCommand('setContext', HOVERED_ID_CONTEXT, true);
  }
}
