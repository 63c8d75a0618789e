import assert from 'node:assert/strict';
import { formatRelative, formatTimestamp, type TimeFormatOptions, type TimestampStyle } from '../../../src/markup';

// 2023-11-14T22:13:20Z, the example of markup.md.
const EXAMPLE_SECONDS = 1700000000;
// Late 2026, so R reads "3 years ago".
const LATE_2026_MS = Date.UTC(2026, 10, 20, 12, 0, 0);

const EN: TimeFormatOptions = { locale: 'en-US', timeZone: 'UTC', nowMs: LATE_2026_MS };
const PT: TimeFormatOptions = { locale: 'pt-BR', timeZone: 'UTC', nowMs: LATE_2026_MS };

// The table of markup.md, row by row.
const TABLE: readonly [TimestampStyle, string, string][] = [
  ['t', '10:13 PM', '22:13'],
  ['T', '10:13:20 PM', '22:13:20'],
  ['d', '11/14/2023', '14/11/2023'],
  ['D', 'November 14, 2023', '14 de novembro de 2023'],
  ['f', 'November 14, 2023 at 10:13 PM', '14 de novembro de 2023 às 22:13'],
  ['F', 'Tuesday, November 14, 2023 at 10:13 PM', 'terça-feira, 14 de novembro de 2023 às 22:13'],
  ['s', '11/14/2023, 10:13 PM', '14/11/2023, 22:13'],
  ['S', '11/14/2023, 10:13:20 PM', '14/11/2023, 22:13:20'],
  ['R', '3 years ago', 'há 3 anos'],
];

describe('markup/timestamps', () => {
  describe('the documented example of every style', () => {
    for (const [style, english, portuguese] of TABLE) {
      it(`${style}: "${english}" in en-US, "${portuguese}" in pt-BR`, () => {
        assert.equal(formatTimestamp(EXAMPLE_SECONDS, style, EN).text, english);
        assert.equal(formatTimestamp(EXAMPLE_SECONDS, style, PT).text, portuguese);
      });
    }
  });

  describe('tooltip and machine-readable instant', () => {
    it('every style carries the full date, time and zone as `full`', () => {
      for (const [style] of TABLE) {
        assert.equal(formatTimestamp(EXAMPLE_SECONDS, style, EN).full, 'Tuesday, November 14, 2023 at 10:13:20 PM UTC');
        assert.equal(
          formatTimestamp(EXAMPLE_SECONDS, style, PT).full,
          'terça-feira, 14 de novembro de 2023 às 22:13:20 UTC',
        );
      }
    });

    it('iso is the UTC instant whatever the zone shown', () => {
      const saoPaulo = formatTimestamp(EXAMPLE_SECONDS, 't', { ...PT, timeZone: 'America/Sao_Paulo' });
      assert.equal(saoPaulo.iso, '2023-11-14T22:13:20.000Z');
      assert.equal(saoPaulo.text, '19:13');
    });

    it('negative seconds are before 1970', () => {
      assert.deepEqual(formatTimestamp(-86400, 'd', EN), {
        text: '12/31/1969',
        full: 'Wednesday, December 31, 1969 at 12:00:00 AM UTC',
        iso: '1969-12-31T00:00:00.000Z',
      });
    });

    it('the last instant a Date can hold is formatted; one second later is refused', () => {
      assert.equal(formatTimestamp(8_640_000_000_000, 'd', EN).iso, '+275760-09-13T00:00:00.000Z');
      assert.throws(() => formatTimestamp(8_640_000_000_001, 'd', EN), RangeError);
      assert.throws(() => formatTimestamp(Number.NaN, 'd', EN), RangeError);
    });
  });

  describe('time zone', () => {
    it('omitting timeZone uses the local zone', () => {
      const local = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(EXAMPLE_SECONDS * 1000);
      assert.equal(formatTimestamp(EXAMPLE_SECONDS, 't', { locale: 'en-US' }).text, local);
    });

    it('an unknown zone falls back to the local zone instead of throwing', () => {
      const local = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(EXAMPLE_SECONDS * 1000);
      assert.equal(
        formatTimestamp(EXAMPLE_SECONDS, 't', { locale: 'en-US', timeZone: 'Mars/Olympus_Mons' }).text,
        local,
      );
    });
  });

  describe('locale', () => {
    it("accepts VS Code's lower-case display language tags", () => {
      assert.equal(formatTimestamp(EXAMPLE_SECONDS, 'D', { ...PT, locale: 'pt-br' }).text, '14 de novembro de 2023');
    });

    it('a tag Intl rejects falls back to the runtime default, keeping the zone', () => {
      const fallback = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(
        EXAMPLE_SECONDS * 1000,
      );
      assert.equal(formatTimestamp(EXAMPLE_SECONDS, 'D', { ...EN, locale: 'en_US' }).text, fallback);
      assert.equal(
        formatRelative(EXAMPLE_SECONDS, { ...EN, locale: 'not a locale!' }),
        new Intl.RelativeTimeFormat(undefined).format(-3, 'year'),
      );
    });

    it('formatters are reused across calls without leaking one locale into another', () => {
      for (let round = 0; round < 3; round++) {
        assert.equal(formatTimestamp(EXAMPLE_SECONDS, 'F', EN).text, 'Tuesday, November 14, 2023 at 10:13 PM');
        assert.equal(formatTimestamp(EXAMPLE_SECONDS, 'F', PT).text, 'terça-feira, 14 de novembro de 2023 às 22:13');
        assert.equal(
          formatTimestamp(EXAMPLE_SECONDS, 'F', { ...PT, locale: 'de-DE' }).text,
          'Dienstag, 14. November 2023 um 22:13',
        );
      }
    });
  });

  it('stays right past the number of results a formatter remembers', () => {
    const reference = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'long', timeZone: 'UTC' });
    for (let round = 0; round < 2; round++) {
      for (let day = 0; day < 1500; day++) {
        const seconds = EXAMPLE_SECONDS + day * 86_400;
        assert.equal(formatTimestamp(seconds, 'd', EN).full, reference.format(seconds * 1000));
      }
    }
  });

  describe('formatRelative picks the unit like Discord', () => {
    const now = Date.UTC(2026, 0, 1, 0, 0, 0);
    const at = (offsetSeconds: number): number => now / 1000 + offsetSeconds;
    const relative = (offsetSeconds: number, locale = 'en-US'): string =>
      formatRelative(at(offsetSeconds), { locale, nowMs: now });

    const cases: readonly [number, string][] = [
      [0, 'now'],
      [0.4, 'now'],
      [-1, '1 second ago'],
      [-44, '44 seconds ago'],
      [30, 'in 30 seconds'],
      [-45, '1 minute ago'],
      [-60 * 44, '44 minutes ago'],
      [60 * 10, 'in 10 minutes'],
      [-60 * 45, '1 hour ago'],
      [-3600 * 21, '21 hours ago'],
      [3600 * 5, 'in 5 hours'],
      [-3600 * 22, '1 day ago'],
      [-86400 * 25, '25 days ago'],
      [86400 * 2, 'in 2 days'],
      [-86400 * 26, '1 month ago'],
      [-86400 * 319, '10 months ago'],
      [86400 * 95, 'in 3 months'],
      [-86400 * 320, '1 year ago'],
      [-86400 * 365 * 3, '3 years ago'],
      [86400 * 365 * 12, 'in 12 years'],
    ];
    for (const [offset, expected] of cases) {
      it(`${offset} s from now reads "${expected}"`, () => {
        assert.equal(relative(offset), expected);
      });
    }

    it('speaks the display language', () => {
      assert.equal(relative(0, 'pt-BR'), 'agora');
      assert.equal(relative(-3600 * 2, 'pt-BR'), 'há 2 horas');
      assert.equal(relative(60 * 5, 'pt-BR'), 'em 5 minutos');
    });

    it('R in formatTimestamp is formatRelative', () => {
      assert.equal(formatTimestamp(at(-90), 'R', { locale: 'en-US', nowMs: now }).text, '2 minutes ago');
    });

    it('without nowMs, R is measured from the current time', () => {
      const oneHourAgo = Math.floor(Date.now() / 1000) - 3600;
      assert.equal(formatRelative(oneHourAgo, { locale: 'en-US' }), '1 hour ago');
    });
  });
});
