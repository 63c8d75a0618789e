// Words for the values the service sends as codes. The service's enumerations are free text to a client
// (a new value can appear any day, and a hostile server can send "__proto__"), so a label is looked up only
// among the table's own entries, and anything else is shown as sent.

/** A lookup that never reaches Object.prototype: `constructor`, `toString` and `__proto__` are ordinary values. */
function labelFrom(table: ReadonlyMap<string, string>, value: string): string {
  return table.get(value) ?? value;
}

const GENDER_LABELS: ReadonlyMap<string, string> = new Map([
  ['MALE', 'Male'],
  ['FEMALE', 'Female'],
  ['UNKNOWN', 'Not specified'],
]);

/** A friendly label for the genders the service documents; anything newer is shown as sent. */
export function genderLabel(gender: string): string {
  return labelFrom(GENDER_LABELS, gender);
}
