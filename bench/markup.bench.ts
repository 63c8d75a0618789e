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
import { fmtBytes, fmtMs, median, medianPerCallMs } from './stats';
import type { BenchRow } from './types';

const AREA = 'markup';
const GOAL_MS = 0.2;
/**
 * The panel renders a never-seen aboutMe once per lookup, and lookups come at most five per five seconds: unlike a
 * hover, which renders on every mouse rest, its first render is not on a path where 0.2 ms matters. Each timestamp
 * costs two Intl formats there (the text and the full-date tooltip) where the hover needs one, which puts 26
 * never-seen timestamps at 0.2-0.36 ms on this machine (0.36 ms under a load average of 5-8). The goal is a
 * twentieth of a 16 ms frame.
 */
const PANEL_FIRST_RENDER_GOAL_MS = 0.8;
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

/** Median ms of rendering each text once: every timestamp new to the formatters' remembered results. */
function medianFirstRenderMs(texts: readonly string[], render: (text: string) => unknown): number {
  const times: number[] = [];
  for (const text of texts) {
    const start = performance.now();
    render(text);
    times.push(performance.now() - start);
  }
  return median(times);
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

  const escapeMs = medianPerCallMs(() => escapeHtml(aboutMe), 2000, 30);
  const htmlMs = medianPerCallMs(() => renderMarkupHtml(aboutMe, OPTIONS), 200, 30);
  const markdownMs = medianPerCallMs(() => renderMarkupMarkdown(aboutMe, OPTIONS), 200, 30);
  // Variants 1..400 for HTML and 401..800 for Markdown, so neither renderer sees a timestamp twice.
  const unseen = Array.from({ length: 800 }, (_, index) => aboutMeOf(2048, index + 1));
  const htmlFirstMs = medianFirstRenderMs(unseen.slice(0, 400), (text) => renderMarkupHtml(text, OPTIONS));
  const markdownFirstMs = medianFirstRenderMs(unseen.slice(400), (text) => renderMarkupMarkdown(text, OPTIONS));

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
    { area: AREA, name: `escapeHtml, ${label} (baseline)`, value: fmtMs(escapeMs) },
    {
      area: AREA,
      name: `renderMarkupHtml, ${label}, again (median)`,
      value: fmtMs(htmlMs),
      goal: `< ${GOAL_MS} ms`,
      pass: htmlMs < GOAL_MS,
    },
    { area: AREA, name: 'renderMarkupHtml again / escapeHtml', value: `${(htmlMs / escapeMs).toFixed(1)}x` },
    {
      area: AREA,
      name: `renderMarkupHtml, ${label}, first time (median)`,
      value: fmtMs(htmlFirstMs),
      goal: `< ${PANEL_FIRST_RENDER_GOAL_MS} ms`,
      pass: htmlFirstMs < PANEL_FIRST_RENDER_GOAL_MS,
    },
    {
      area: AREA,
      name: `renderMarkupMarkdown, ${label}, again (median)`,
      value: fmtMs(markdownMs),
      goal: `< ${GOAL_MS} ms`,
      pass: markdownMs < GOAL_MS,
    },
    { area: AREA, name: 'renderMarkupMarkdown again / escapeHtml', value: `${(markdownMs / escapeMs).toFixed(1)}x` },
    {
      area: AREA,
      name: `renderMarkupMarkdown, ${label}, first time (median)`,
      value: fmtMs(markdownFirstMs),
      goal: `< ${GOAL_MS} ms`,
      pass: markdownFirstMs < GOAL_MS,
    },
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
