// Markup engine: rendering a profile-sized aboutMe in both forms, against escaping alone, and the
// tokenizer's throughput on mixed text and on a megabyte of markup openers that never close.
import { performance } from 'node:perf_hooks';
import {
  escapeHtml,
  renderMarkupHtml,
  renderMarkupMarkdown,
  tokenizeMarkup,
  type MarkdownRenderOptions,
} from '../src/markup';
import { fmtBytes, fmtMs, interleavedPerCallMs, median, medianPerCallMs } from './stats';
import type { BenchRow } from './types';

const AREA = 'markup';
/*
 * Each render is judged against escapeHtml of the same text, timed in turn with it, so a busy machine slows both alike
 * (an absolute time in microseconds read 79 µs at rest and 333 µs at a load of 12 for the same code). The limits are
 * the medians measured on this 2-core machine at a load of 3-7 (5.7-5.8x, 4.7-4.8x, 11.1-12.8x, 6.9-7.3x over three
 * runs of 5 rounds) with a margin wider than the highest single round seen (6.9x, 5.9x, 15.9x, 8.1x); at rest escapeHtml
 * of this text takes about 11 µs, so each "again" limit still keeps a hover's render under 0.1 ms.
 */
const HTML_AGAIN_LIMIT = 8;
const MARKDOWN_AGAIN_LIMIT = 7;
/**
 * The panel renders a never-seen aboutMe once per lookup, and lookups come at most five per five seconds: unlike a
 * hover, which renders on every mouse rest, its first render is not on a path where tens of microseconds matter. Each
 * timestamp costs two Intl formats there (the text and the full-date tooltip) where the hover needs one.
 */
const HTML_FIRST_LIMIT = 17;
const MARKDOWN_FIRST_LIMIT = 10;
/** escapeHtml calls timed after each first render (one call is about 11 µs at rest). */
const ESCAPES_PER_TEXT = 4;
const OPTIONS: MarkdownRenderOptions = { locale: 'en-US', timeZone: 'UTC', nowMs: Date.UTC(2026, 10, 20) };
const STYLES = ['t', 'T', 'd', 'D', 'f', 'F', 's', 'S', 'R'] as const;

/** Lines of a busy profile, each with timestamps, emoji and Markdown-significant punctuation. */
function profileLine(index: number, variant: number): string {
  const seconds = 1_600_000_000 + index * 7_654_321 + variant * 60;
  const style = STYLES[index % STYLES.length] ?? 'f';
  const id = `${1_100_000_000_000_000_000n + BigInt(index) * 7_777_777n}`;
  return `Day ${index}: since <t:${seconds}:${style}> (<t:${seconds}:R>) — <:blob_wave:${id}> & <a:party_${index}:${id}> [links](x) *stars* <b>no</b>\n`;
}

/** Whole lines up to `bytes` characters; each variant has timestamps no other variant has. */
function aboutMeOf(bytes: number, variant = 0): string {
  let text = '';
  for (let index = 0; ; index++) {
    const line = profileLine(index, variant);
    if (text.length + line.length > bytes) return text;
    text += line;
  }
}

/** ~1 MB: mostly prose with some markup, valid and broken, the way long logs or pasted text look. */
function mixedText(bytes: number): string {
  const pieces = [
    'The quick brown fox jumps over the lazy dog. ',
    'Meet me at <t:1700000000:t> or <t:1700003600:R>. ',
    'Nice <:blob_hi:123456789012345678> and <a:dance:1167125644296069160>! ',
    'Broken: <t:12x> <:x:1> <a:nope:12> a < b > c\n',
    'Plain line with some punctuation: (a), [b], {c}; done.\n',
  ];
  let text = '';
  for (let index = 0; text.length < bytes; index++) text += pieces[index % pieces.length];
  return text;
}

function megabytesPerSecond(bytes: number, ms: number): string {
  return `${(bytes / 1_048_576 / (ms / 1000)).toFixed(0)} MB/s`;
}

/**
 * Median ms of rendering each text once (every timestamp new to the formatters' remembered results), and of escaping
 * the same text, taken in turn so that a busy moment falls on both.
 */
function firstRenderAndEscapeMs(
  texts: readonly string[],
  render: (text: string) => unknown,
): { renderMs: number; escapeMs: number } {
  const renders: number[] = [];
  const escapes: number[] = [];
  for (const text of texts) {
    const start = performance.now();
    render(text);
    const rendered = performance.now();
    for (let i = 0; i < ESCAPES_PER_TEXT; i++) escapeHtml(text);
    renders.push(rendered - start);
    escapes.push((performance.now() - rendered) / ESCAPES_PER_TEXT);
  }
  return { renderMs: median(renders), escapeMs: median(escapes) };
}

/** Median ms of `runs` timed runs of `fn`, after two warm-up runs. */
function medianRunMs(fn: () => unknown, runs: number): number {
  fn();
  fn();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

export async function rows(): Promise<BenchRow[]> {
  const aboutMe = aboutMeOf(2048);
  const tokens = tokenizeMarkup(aboutMe);
  const markupCount = tokens.filter((token) => token.kind !== 'text').length;
  const label = `${fmtBytes(aboutMe.length)} aboutMe, ${markupCount} markup tokens`;

  const [escapeMs, htmlMs, markdownMs] = interleavedPerCallMs(
    [
      { fn: () => escapeHtml(aboutMe), batch: 400 },
      { fn: () => renderMarkupHtml(aboutMe, OPTIONS), batch: 100 },
      { fn: () => renderMarkupMarkdown(aboutMe, OPTIONS), batch: 100 },
    ],
    60,
  ) as [number, number, number];
  // Variants 1..400 for HTML and 401..800 for Markdown, so neither renderer sees a timestamp twice.
  const unseen = Array.from({ length: 800 }, (_, index) => aboutMeOf(2048, index + 1));
  const htmlFirst = firstRenderAndEscapeMs(unseen.slice(0, 400), (text) => renderMarkupHtml(text, OPTIONS));
  const markdownFirst = firstRenderAndEscapeMs(unseen.slice(400), (text) => renderMarkupMarkdown(text, OPTIONS));
  const ratioRow = (name: string, renderMs: number, baselineMs: number, limit: number): BenchRow => {
    const ratio = renderMs / baselineMs;
    return {
      area: AREA,
      name: `${name}, ${label}, vs escapeHtml of the same text (times taken in turn)`,
      value: `${ratio.toFixed(1)}x (${fmtMs(renderMs)} vs ${fmtMs(baselineMs)})`,
      goal: `≤ ${limit}x`,
      pass: ratio <= limit,
      figure: ratio,
      limit,
    };
  };

  const mixed = mixedText(1_048_576);
  const mixedMs = medianRunMs(() => tokenizeMarkup(mixed), 15);
  const openers = '<t:<:<a:'.repeat(131_072);
  const openersMs = medianRunMs(() => tokenizeMarkup(openers), 15);
  const quarterOpeners = openers.slice(0, openers.length / 4);
  const quarterMs = medianRunMs(() => tokenizeMarkup(quarterOpeners), 15);

  const constructMs = medianPerCallMs(
    () => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }),
    50,
    20,
  );
  const cachedFormatter = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const formatMs = medianPerCallMs(() => cachedFormatter.format(1_700_000_000_000), 2000, 20);

  return [
    ratioRow('renderMarkupHtml again', htmlMs, escapeMs, HTML_AGAIN_LIMIT),
    ratioRow('renderMarkupMarkdown again', markdownMs, escapeMs, MARKDOWN_AGAIN_LIMIT),
    ratioRow('renderMarkupHtml first time', htmlFirst.renderMs, htmlFirst.escapeMs, HTML_FIRST_LIMIT),
    ratioRow('renderMarkupMarkdown first time', markdownFirst.renderMs, markdownFirst.escapeMs, MARKDOWN_FIRST_LIMIT),
    {
      area: AREA,
      name: `tokenizeMarkup, ${fmtBytes(mixed.length)} mixed text`,
      value: megabytesPerSecond(mixed.length, mixedMs),
    },
    {
      area: AREA,
      name: `tokenizeMarkup, ${fmtBytes(openers.length)} of unclosed <t: <: <a:`,
      value: `${megabytesPerSecond(openers.length, openersMs)} (${fmtMs(openersMs)})`,
    },
    // Linear means four times the input costs about four times the time; backtracking would show far more.
    {
      area: AREA,
      name: 'unclosed openers: time for 1 MB / time for 256 KB',
      value: `${(openersMs / quarterMs).toFixed(1)}x`,
      goal: '≈ 4x (linear)',
      pass: openersMs / quarterMs < 6,
    },
    {
      area: AREA,
      name: 'Intl.DateTimeFormat construction / cached format',
      value: `${fmtMs(constructMs)} / ${fmtMs(formatMs)}`,
    },
  ];
}
