import assert from 'node:assert/strict';
import {
  JsonNumberError,
  JsonSyntaxError,
  parseJsonExact as parseWithFastPath,
  readJsonExact,
  stringifyJsonPretty,
  type JsonObject,
  type JsonValue,
} from '../../../../src/api/model/bigJson';

// Both the public parser (native fast path, exact reader when needed) and the exact reader alone must pass
// every case: most bodies never reach the exact reader's string and nesting code through the fast path.
for (const [label, parseJsonExact] of [
  ['exact JSON parser', parseWithFastPath],
  ['exact JSON reader alone', readJsonExact],
] as [string, (text: string) => JsonValue][]) {
  describe(label, () => {
    it('keeps integers above 2^53 exact, where JSON.parse rounds them', () => {
      const text = '{"xp":9007199254740993,"sonhos":-9223372036854775808,"max":9223372036854775807}';
      assert.equal((JSON.parse(text) as { xp: number }).xp, 9007199254740992, 'the premise: JSON.parse rounds');
      const value = parseJsonExact(text) as JsonObject;
      assert.equal(value.xp, 9007199254740993n);
      assert.equal(value.sonhos, -9223372036854775808n);
      assert.equal(value.max, 9223372036854775807n);
    });

    it('keeps safe integers and fractions as numbers, and reads the boundary right', () => {
      const value = parseJsonExact(
        '[9007199254740991, 9007199254740992, -9007199254740991, 0, -0, 1.5, 1e3, 2E-2, 12345678901234567890.5]',
      );
      assert.deepEqual(value, [
        9007199254740991,
        9007199254740992n,
        -9007199254740991,
        0,
        -0,
        1.5,
        1000,
        0.02,
        Number('12345678901234567890.5'),
      ]);
    });

    it('reads nested objects and arrays, literals and whitespace', () => {
      const value = parseJsonExact(
        ' {\n\t"a": [1, [2, {"b": null}], true, false],\r\n "c": {"d": {"e": 18446744073709551615}}, "f": [] , "g": {} } ',
      );
      assert.deepEqual(value, {
        a: [1, [2, { b: null }], true, false],
        c: { d: { e: 18446744073709551615n } },
        f: [],
        g: {},
      });
    });

    it('decodes every string escape, surrogate pairs and raw non-ASCII text', () => {
      const text = String.raw`["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u0041", "\ud83d\udc33 🐳 ação", "<t:1488452709:D> \"quoted\""]`;
      assert.deepEqual(parseJsonExact(text), JSON.parse(text));
      assert.deepEqual(parseJsonExact(text), ['a"b\\c/d\b\f\n\r\t', 'éA', '🐳 🐳 ação', '<t:1488452709:D> "quoted"']);
    });

    it('agrees with JSON.parse on a body without big integers', () => {
      const text = JSON.stringify({
        id: '589142681454035401',
        xp: 120,
        nested: [{ k: 'v\u2028' }, 3.25, null],
        s: '\\"',
      });
      assert.deepEqual(parseJsonExact(text), JSON.parse(text));
    });

    it('adds a "__proto__" key as a property, not as the prototype', () => {
      const value = parseJsonExact('{"__proto__": {"polluted": true}, "a": 1}') as JsonObject;
      assert.equal(Object.getPrototypeOf(value), Object.prototype);
      assert.deepEqual(Object.keys(value), ['__proto__', 'a']);
      assert.equal(({} as { polluted?: boolean }).polluted, undefined);
    });

    it('refuses an integer literal of more than 20 digits, or a number beyond a double, and says where it was', () => {
      const cases: [string, (string | number)[], number][] = [
        [`{"a":[1,{"xp":${'9'.repeat(21)}}]}`, ['a', 1, 'xp'], 21],
        [`{"xp":-${'1'.repeat(310)}}`, ['xp'], 310],
        ['{"f":{"tax":1e400}}', ['f', 'tax'], 0],
        ['{"f":-1e400}', ['f'], 0],
        [`{"e":1e+${'0'.repeat(30)}400}`, ['e'], 0],
        [`${'7'.repeat(1_000_000)}`, [], 1_000_000],
      ];
      for (const [text, path, digits] of cases) {
        assert.throws(
          () => parseJsonExact(text),
          (err: unknown) => {
            assert.ok(err instanceof JsonNumberError, `${text.slice(0, 40)}: ${String(err)}`);
            assert.deepEqual([err.path, err.digits], [path, digits]);
            return true;
          },
        );
      }
    });

    it('reads 20-digit integers, long fractions and exponents, and long digit runs inside strings', () => {
      assert.deepEqual(
        parseJsonExact(`[${'9'.repeat(20)}, "${'1'.repeat(1000)}", 1.${'2'.repeat(40)}, 1e+${'0'.repeat(30)}1]`),
        [BigInt('9'.repeat(20)), '1'.repeat(1000), Number(`1.${'2'.repeat(40)}`), 10],
      );
    });

    it('takes 256 levels of nesting and refuses 257, like the other path', () => {
      const nested = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);
      assert.doesNotThrow(() => parseJsonExact(nested(256)));
      assert.throws(() => parseJsonExact(nested(257)), JsonSyntaxError);
      assert.doesNotThrow(() => parseJsonExact(`{"a":${nested(255)}}`));
      assert.throws(() => parseJsonExact(`{"a":${nested(256)}}`), JsonSyntaxError);
    });

    const invalid: [string, string][] = [
      ['', 'empty text'],
      ['{"a":1', 'unterminated object'],
      ['{"a":1,}', 'trailing comma'],
      ['[1 2]', 'missing comma'],
      ['{a:1}', 'unquoted key'],
      ["{'a':1}", 'single quotes'],
      ['"abc', 'unterminated string'],
      ['"a\nb"', 'raw newline in a string'],
      ['"\\x41"', 'unknown escape'],
      ['"\\u12G4"', 'bad unicode escape'],
      ['01', 'leading zero'],
      ['-', 'lone minus'],
      ['1.', 'fraction without digits'],
      ['+1', 'plus sign'],
      ['tru', 'truncated literal'],
      ['NaN', 'NaN'],
      ['{} {}', 'two values'],
      ['['.repeat(1000) + ']'.repeat(1000), 'hostile nesting'],
    ];
    for (const [text, what] of invalid) {
      it(`rejects ${what} with a typed error`, () => {
        assert.throws(
          () => parseJsonExact(text),
          (err: unknown) => {
            assert.ok(err instanceof JsonSyntaxError, `expected JsonSyntaxError, got ${String(err)}`);
            assert.ok(err.position >= 0 && err.position <= text.length);
            return true;
          },
        );
      });
    }
  });
}

describe('exact JSON printer', () => {
  const parseJsonExact = parseWithFastPath;
  it('prints like JSON.stringify(value, null, 2) when there is no bigint', () => {
    const text = '{"id":"1","a":[1,{"b":[]},{}],"s":"q\\"\\n\\u0001","n":null,"t":true,"f":-1.25,"e":[[]]}';
    assert.equal(stringifyJsonPretty(parseJsonExact(text)), JSON.stringify(JSON.parse(text), null, 2));
  });

  it('prints big integers as their exact digits', () => {
    const out = stringifyJsonPretty(parseJsonExact('{"xp":9007199254740993,"list":[18446744073709551616]}'));
    assert.equal(out, '{\n  "xp": 9007199254740993,\n  "list": [\n    18446744073709551616\n  ]\n}');
  });

  it('prints -0 as the service wrote it', () => {
    assert.equal(
      stringifyJsonPretty(parseJsonExact('{"a":-0,"b":[-0.0,0]}')),
      '{\n  "a": -0,\n  "b": [\n    -0,\n    0\n  ]\n}',
    );
  });

  it('round-trips: printing then parsing gives the same value', () => {
    const value = parseJsonExact('{"a":{"b":[9223372036854775807,-5,"x\\ty"]},"c":0.1}');
    assert.deepEqual(parseJsonExact(stringifyJsonPretty(value)), value);
  });
});
