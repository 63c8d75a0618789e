// Which hover parts are this extension's, and the order the editor shows them in (no vscode here, so a unit test reads
// it). `vscode.executeHoverProvider` lists parts in the order their providers answered; the editor's hover sorts them by
// provider (the registry's order: of two with the same selector, the one registered last first), which puts the
// header (IdFactsHoverProvider, registered last) above the profile.

/** The header part of ours: an id's kind and when it was made (IdFactsHoverProvider). */
const FACTS_PART =
  /^\*\*(User|Guild|Channel|Message|Role|Emoji|Sticker|Application|Webhook|Command|Snowflake|Id) `\d+`\*\*/;

/** A part of ours: the header, or a part holding our own command links (the profile, or why it could not be shown). */
export const OUR_PART = new RegExp(`${FACTS_PART.source}|\\(command:profileLookup\\.`, 'm');

/** Our parts in the order the editor shows them: the header first, then the rest in the order they came (stable). */
export function inShownOrder(parts: readonly string[]): string[] {
  const rank = (part: string): number => (FACTS_PART.test(part) ? 0 : 1);
  return [...parts].sort((a, b) => rank(a) - rank(b));
}
