// What a snowflake stands for. Only a user id can show a profile, so the kind decides whether a hover
// spends a request of the key's quota (5 per 5 s) or answers from the id alone.

export const ID_KINDS = [
  'user',
  'guild',
  'channel', // threads, categories, forums and DMs are channels too
  'message',
  'role',
  'emoji',
  'sticker',
  'application',
  'webhook',
  'command',
  /** The context says what it is, and it is none of the above: attachment, interaction, SKU, nonce, count… */
  'other',
  /** Nothing around the id says what it is. */
  'unknown',
] as const;

export type IdKind = (typeof ID_KINDS)[number];

/**
 * True for the kinds a lookup may cost a request for: users, and ids whose context says nothing (most
 * ids in a plain log line are users, and a user who cannot look them up gains nothing).
 */
export function isLookedUpAsUser(kind: IdKind): boolean {
  return kind === 'user' || kind === 'unknown';
}
