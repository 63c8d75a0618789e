// Writes the stand-in's bodies as JSON text. The service sends 64-bit counters as bare JSON numbers, and
// JSON.stringify cannot write a bigint as one (Node 20 has no JSON.rawJSON), so bigints are written here as
// their exact decimal digits.

export type JsonTextValue =
  string | bigint | number | boolean | null | readonly JsonTextValue[] | { readonly [key: string]: JsonTextValue };

export function toJsonText(value: JsonTextValue): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    // A non-finite number would silently become null; a fixture with one is a mistake in the fixture.
    if (!Number.isFinite(value)) throw new RangeError(`not a JSON number: ${value}`);
    return JSON.stringify(value);
  }
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (isJsonArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  const members = Object.entries(value).map(([key, member]) => `${JSON.stringify(key)}:${toJsonText(member)}`);
  return `{${members.join(',')}}`;
}

function isJsonArray(
  value: readonly JsonTextValue[] | { readonly [key: string]: JsonTextValue },
): value is readonly JsonTextValue[] {
  return Array.isArray(value);
}
