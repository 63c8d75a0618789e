// The only links a hover holds: to the extension's own commands, named one by one in the hover's trust list.
import type { CommandId } from '../../../commandIds';
import { escapeMarkdown } from '../../../markup';

export const HOVER_COMMANDS = [
  'profileLookup.lookupUser',
  'profileLookup.copyId',
  'profileLookup.setApiKey',
  'profileLookup.openApiKeysPage',
  'profileLookup.correctIdKind',
  'profileLookup.undoIdCorrection',
] as const satisfies readonly CommandId[];

export type HoverCommand = (typeof HOVER_COMMANDS)[number];

/**
 * A link to one of the extension's own commands; `label` is already translated text. The arguments may hold a file's
 * text (a correction's evidence): encodeURIComponent leaves `(` and `)` as they are, and a `)` would end the link's
 * destination early, so they are encoded too (VS Code decodes the query whole).
 */
export function commandLink(label: string, command: HoverCommand, args?: readonly unknown[]): string {
  const query = args
    ? `?${encodeURIComponent(JSON.stringify(args)).replace(/[()]/g, (c) => (c === '(' ? '%28' : '%29'))}`
    : '';
  const text = escapeMarkdown(label);
  return `[${text}](command:${command}${query} "${text}")`;
}
