// A JSON parser and pretty printer that keep integers exact. The deployment sends 64-bit `xp` and `sonhos`
// as JSON numbers, and `JSON.parse` rounds anything above 2^53 (Node 20 has neither the reviver's source
// text nor `JSON.rawJSON`), so integers that do not fit a double exactly become `bigint` here.
//
// Numbers are untrusted input too: a 1,000,000-digit integer costs a quarter of a second to convert to a
// bigint (BigInt() is quadratic in the digits) and more to render. No 64-bit integer has more than 20
// digits, so a longer integer literal, or a number a double cannot hold (1e400), is refused where it is
// read, before any conversion. (JSON.parse reads either in linear time, as a double that sends it here.)

export type JsonValue = null | boolean | number | bigint | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** The text is not valid JSON. `position` is the UTF-16 offset where reading failed. */
export class JsonSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly position: number,
  ) {
    super(`${reason} at position ${position}`);
    this.name = 'JsonSyntaxError';
  }
}

/** A number nothing can hold: an integer literal of `digits` digits, or (`digits` 0) one beyond a double's range. */
export class JsonNumberError extends Error {
  /** Keys and indexes from the top of the document down to the number. */
  readonly path: (string | number)[] = [];

  constructor(readonly digits: number) {
    super(digits > 0 ? `an integer of ${digits} digits` : "a number beyond a double's range");
    this.name = 'JsonNumberError';
  }
}

// Deeper nesting than any User body needs; the bound keeps a hostile body from exhausting the stack. The root
// container is at depth 1 on both paths, so they refuse the same documents.
const MAX_DEPTH = 256;
/** 2^63 has 19 digits: 20 leaves room for the range check to say "outside the range" itself. */
export const MAX_INTEGER_DIGITS = 20;
const NUMBER = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * Parses JSON text; integers beyond ±(2^53 - 1) come back as `bigint`, every other number as `number`.
 * Throws JsonSyntaxError or JsonNumberError. Most bodies have no such integer, so the native parser goes
 * first, and the exact reader runs only when the native result holds a number it may have rounded or
 * overflowed (every integer literal the exact reader refuses is one of those), or when the text is invalid
 * (to say where).
 */
export function parseJsonExact(text: string): JsonValue {
  let native: JsonValue;
  try {
    native = JSON.parse(text) as JsonValue;
    if (!needsExactReader(native, 1)) return native;
  } catch {
    // Invalid, or nested too deep for the walk: the exact reader gives the typed verdict.
  }
  return readJsonExact(text);
}

/** True when some number may have been rounded (an unsafe integer) or overflowed (not finite). */
function needsExactReader(value: JsonValue, depth: number): boolean {
  if (typeof value === 'number')
    return !Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value));
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) throw new JsonSyntaxError('Nesting too deep', 0);
  if (Array.isArray(value)) return value.some((v) => needsExactReader(v, depth + 1));
  for (const key in value) if (needsExactReader(value[key] as JsonValue, depth + 1)) return true;
  return false;
}

/** The exact reader alone (no native fast path). */
export function readJsonExact(text: string): JsonValue {
  const reader = new Reader(text);
  reader.skipSpace();
  const value = reader.value(0);
  reader.skipSpace();
  if (reader.pos !== text.length) reader.fail('Unexpected text after the JSON value');
  return value;
}

class Reader {
  pos = 0;
  constructor(private readonly text: string) {}

  fail(reason: string, at = this.pos): never {
    throw new JsonSyntaxError(reason, at);
  }

  skipSpace(): void {
    const t = this.text;
    let p = this.pos;
    for (;;) {
      const c = t.charCodeAt(p);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) p++;
      else break;
    }
    this.pos = p;
  }

  value(depth: number): JsonValue {
    const c = this.text.charCodeAt(this.pos);
    switch (c) {
      case 0x7b /* { */:
        return this.object(depth + 1);
      case 0x5b /* [ */:
        return this.array(depth + 1);
      case 0x22 /* " */:
        return this.string();
      case 0x74 /* t */:
        return this.literal('true', true);
      case 0x66 /* f */:
        return this.literal('false', false);
      case 0x6e /* n */:
        return this.literal('null', null);
      default:
        if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return this.number();
        return this.fail(Number.isNaN(c) ? 'Unexpected end of JSON' : 'Unexpected character');
    }
  }

  private literal<T extends JsonValue>(word: string, value: T): T {
    if (!this.text.startsWith(word, this.pos)) this.fail('Unexpected character');
    this.pos += word.length;
    return value;
  }

  private number(): number | bigint {
    NUMBER.lastIndex = this.pos;
    const m = NUMBER.exec(this.text);
    if (m === null) return this.fail('Invalid number');
    const raw = m[0];
    const integerLiteral = m[1] === undefined && m[2] === undefined;
    const digits = raw.charCodeAt(0) === 0x2d ? raw.length - 1 : raw.length;
    if (integerLiteral && digits > MAX_INTEGER_DIGITS) throw new JsonNumberError(digits);
    this.pos += raw.length;
    const asDouble = Number(raw);
    if (!Number.isFinite(asDouble)) throw new JsonNumberError(0);
    if (!integerLiteral) return asDouble;
    // A double that is a safe integer was read exactly; anything else was rounded and needs a bigint.
    return Number.isSafeInteger(asDouble) ? asDouble : BigInt(raw);
  }

  private string(): string {
    const t = this.text;
    const start = this.pos + 1;
    let p = start;
    for (;;) {
      const c = t.charCodeAt(p);
      if (c === 0x22) {
        this.pos = p + 1;
        return t.slice(start, p);
      }
      if (c === 0x5c) return this.escapedString(start, p);
      // `!(c >= 0x20)` is also true for NaN, the end of the text.
      if (!(c >= 0x20)) this.fail(Number.isNaN(c) ? 'Unterminated string' : 'Control character in string', p);
      p++;
    }
  }

  private escapedString(start: number, firstEscape: number): string {
    const t = this.text;
    let out = t.slice(start, firstEscape);
    let p = firstEscape;
    for (;;) {
      const c = t.charCodeAt(p);
      if (c === 0x22) {
        this.pos = p + 1;
        return out;
      }
      if (!(c >= 0x20)) this.fail(Number.isNaN(c) ? 'Unterminated string' : 'Control character in string', p);
      if (c !== 0x5c) {
        // Copy the run up to the next quote or backslash in one slice.
        let end = p + 1;
        for (let d = t.charCodeAt(end); d >= 0x20 && d !== 0x22 && d !== 0x5c; d = t.charCodeAt(++end));
        out += t.slice(p, end);
        p = end;
        continue;
      }
      const e = t[p + 1];
      if (e === 'u') {
        const hex = t.slice(p + 2, p + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('Invalid \\u escape', p);
        out += String.fromCharCode(parseInt(hex, 16));
        p += 6;
        continue;
      }
      const decoded = e === undefined ? undefined : ESCAPES[e];
      if (decoded === undefined) this.fail('Invalid escape', p);
      out += decoded;
      p += 2;
    }
  }

  /** A member's value; a refused number learns where it was on the way up. */
  private member(at: string | number, depth: number): JsonValue {
    try {
      return this.value(depth);
    } catch (err) {
      if (err instanceof JsonNumberError) err.path.unshift(at);
      throw err;
    }
  }

  /** Steps into an array or object; true when it closes at once (`[]`, `{}`), with the closer consumed. */
  private enter(depth: number, closer: number): boolean {
    if (depth > MAX_DEPTH) this.fail('Nesting too deep');
    this.pos++;
    this.skipSpace();
    if (this.text.charCodeAt(this.pos) !== closer) return false;
    this.pos++;
    return true;
  }

  private array(depth: number): JsonValue[] {
    const out: JsonValue[] = [];
    if (this.enter(depth, 0x5d)) return out;
    for (;;) {
      this.skipSpace();
      out.push(this.member(out.length, depth));
      this.skipSpace();
      const c = this.text.charCodeAt(this.pos++);
      if (c === 0x5d) return out;
      if (c !== 0x2c) this.fail("Expected ',' or ']'", this.pos - 1);
    }
  }

  private object(depth: number): JsonObject {
    const out: JsonObject = {};
    if (this.enter(depth, 0x7d)) return out;
    for (;;) {
      this.skipSpace();
      if (this.text.charCodeAt(this.pos) !== 0x22) this.fail('Expected a property name');
      const key = this.string();
      this.skipSpace();
      if (this.text.charCodeAt(this.pos) !== 0x3a) this.fail("Expected ':'");
      this.pos++;
      this.skipSpace();
      const value = this.member(key, depth);
      // Assigning `__proto__` would change the object's prototype instead of adding a property.
      if (key === '__proto__')
        Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      else out[key] = value;
      this.skipSpace();
      const c = this.text.charCodeAt(this.pos++);
      if (c === 0x7d) return out;
      if (c !== 0x2c) this.fail("Expected ',' or '}'", this.pos - 1);
    }
  }
}

/** Like `JSON.stringify(value, null, 2)`, but writes `bigint` values as their exact digits. */
export function stringifyJsonPretty(value: JsonValue): string {
  return write(value, '  ', '');
}

function write(value: JsonValue, step: string, current: string): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'bigint':
      return value.toString();
    case 'number':
      // JSON.stringify writes -0 as 0; the service's text said -0.
      return Object.is(value, -0) ? '-0' : JSON.stringify(value);
    case 'boolean':
    case 'string':
      return JSON.stringify(value);
  }
  const inner = current + step;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((v) => inner + write(v, step, inner));
    return `[\n${items.join(',\n')}\n${current}]`;
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return '{}';
  const items = keys.map((k) => `${inner}${JSON.stringify(k)}: ${write(value[k] as JsonValue, step, inner)}`);
  return `{\n${items.join(',\n')}\n${current}}`;
}
