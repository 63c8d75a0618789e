// The shape of the one bounded view of a profile (profileView.ts makes it). Its own file, with no import from the
// data layer, so that the data layer's UserProfile can carry a view without an import circle.
import type { BoundedText } from './boundedText';
import type { EmojiFightView } from './emojiFight';

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
