// Words for the values the service sends as codes. The service's enumerations are free text to a client
// (a new value can appear any day, and a hostile server can send "__proto__"), so a label is looked up only
// among the table's own entries, and anything else is shown as sent.

/** An upper-case code such as `NON_BINARY`: read as words when the extension has no label for it. */
const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/** `NON_BINARY` -> "Non binary"; anything that is not such a code is shown exactly as sent. */
export function readableCode(value: string): string {
  if (!CODE.test(value)) return value;
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A lookup that never reaches Object.prototype: `constructor`, `toString` and `__proto__` are ordinary values. */
function labelFrom(table: ReadonlyMap<string, string>, value: string): string {
  return table.get(value) ?? readableCode(value);
}

const GENDER_LABELS: ReadonlyMap<string, string> = new Map([
  ['MALE', 'Male'],
  ['FEMALE', 'Female'],
  ['UNKNOWN', 'Not specified'],
]);

/** A friendly label for the genders the service documents; a newer code reads as words, anything else as sent. */
export function genderLabel(gender: string): string {
  return labelFrom(GENDER_LABELS, gender);
}
