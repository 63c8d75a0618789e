// The one vocabulary between the profile panel's page script and the extension: what the page may ask for.

export const PANEL_MESSAGE_TYPES = [
  'refresh',
  'retry',
  'copyJson',
  'copyId',
  'setApiKey',
  'openSettings',
  'keepOpen',
  'openApiKeysPage',
  'showAll',
] as const;

export type PanelMessageType = (typeof PANEL_MESSAGE_TYPES)[number];

export interface PanelMessage {
  type: PanelMessageType;
  /** Set on the retry the page sends by itself when a rate-limit countdown ends. */
  automatic?: boolean;
}

export function isPanelMessageType(value: unknown): value is PanelMessageType {
  return typeof value === 'string' && (PANEL_MESSAGE_TYPES as readonly string[]).includes(value);
}

/** The page is the webview's content: whatever it posts is checked before the extension acts on it. */
export function isPanelMessage(value: unknown): value is PanelMessage {
  return isPanelMessageType((value as { type?: unknown } | null)?.type);
}
