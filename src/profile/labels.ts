import { l10n } from '../l10n';

// Words for the values the service sends as codes. The service's enumerations are free text to a client
// (a new value can appear any day, and a hostile server can send "__proto__"), so a label is chosen by
// comparing strings, never by looking the value up in an object, and anything unknown is shown as sent.

/** An upper-case code such as `NON_BINARY`: read as words when the extension has no label for it. */
const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/** `NON_BINARY` -> "Non binary"; anything that is not such a code is shown exactly as sent. */
export function readableCode(value: string): string {
  if (!CODE.test(value)) return value;
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A friendly label for the genders the service documents; a newer code reads as words, anything else as sent. */
export function genderLabel(gender: string): string {
  switch (gender) {
    case 'MALE':
      return l10n.t('Male');
    case 'FEMALE':
      return l10n.t('Female');
    case 'UNKNOWN':
      return l10n.t('Not specified');
    default:
      return readableCode(gender);
  }
}
