// The shapes of the one bounded view of a profile (profile/profileView.ts makes it) and of the bounded text it is
// made of. The ground floor: the data layer's UserProfile carries a view, and the presentation makes one, so the
// shapes live below both. Only profile/boundedText.ts makes a BoundedText (the brand exists in types only), so a
// renderer that takes one cannot be handed a raw field. At run time it is plain data ({ text, cut, sentChars }).

declare const boundedBrand: unique symbol;

export interface BoundedText {
  /** At most the bound's characters and lines; '\n' the only line break; no control or bidi character left raw. */
  readonly text: string;
  /** Whether characters or lines were left out. */
  readonly cut: boolean;
  /** The UTF-16 length of the text as sent, for a note on what was cut. */
  readonly sentChars: number;
  readonly [boundedBrand]: true;
}

/** A custom emoji in markup (`<:name:id>`, `<a:name:id>`). */
export interface EmojiRef {
  name: string;
  id: string;
  animated: boolean;
}

/**
 * What the service's `emojiFightEmoji` holds: custom emoji markup (`<:name:id>`, `<a:name:id>`), a Unicode
 * emoji, or (the field is free text on the wire) anything else, which is shown as text and never
 * interpreted. Each renderer draws a custom emoji with the markup engine's own image piece.
 */
export type EmojiFightClass =
  | { kind: 'none' }
  | { kind: 'custom'; emoji: EmojiRef }
  | { kind: 'unicode'; text: string }
  | { kind: 'text'; text: string };

/** The profile view's form: free text as the view bounded it (one line, controls visible). */
export type EmojiFightView = Exclude<EmojiFightClass, { kind: 'text' }> | { kind: 'text'; text: BoundedText };

export interface BanView {
  reason: BoundedText;
  reasonLine: BoundedText;
  /** As sent (bounded), and its instant when it parses as a date (null otherwise). */
  bannedAt: BoundedText;
  bannedAtMs: number | null;
  /** Null: permanent. */
  expiresAt: BoundedText | null;
  expiresAtMs: number | null;
}

export interface ProfileView {
  /** Decimal string, exact. */
  id: string;
  /** When the account was created (from the id); null for an id outside the snowflake range. */
  createdMs: number | null;
  /** Exact decimal digits (a leading '-' if the service ever sends one), never through a double. */
  xp: string;
  sonhos: string;
  /** The code as sent (MALE, FEMALE, …), bounded; genderText() words it. */
  gender: BoundedText;
  ban: BanView | null;
  /** Null when there is nothing to show (absent, empty or blank). */
  aboutMe: BoundedText | null;
  aboutMePreview: BoundedText | null;
  emojiFight: EmojiFightView;
  /** Made with the expanded bounds (the panel's "Show all"). */
  expanded: boolean;
}
