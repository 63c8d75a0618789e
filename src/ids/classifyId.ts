// Typed ids: what kind of thing a snowflake stands for, read from the text around it. This module holds no rule of its
// own: it builds the context of one id (context.ts), asks the rule registry (rules/registry.ts), which lists the rules
// and states how their findings combine, and returns the verdict with its reason. Everything read lies within
// CLASSIFICATION_WINDOW characters of the id, so classifying costs the same in a 10 MB document as in a short line.
import { DETECTION_WINDOW, findIdAt, findIdsInText, type DetectOptions, type IdMatch } from './findId';
import type { IdKind } from './idKind';
import type { IdReason } from './idReason';
import type { IdSignal } from './idSignal';
import type { Scope } from './readers/containers';
import { reasonOf } from './readers/evidence';
import { IdContext } from './rules/context';
import { decide } from './rules/registry';
import type { Finding } from './rules/rule';
import type { SharedWalks } from './readers/sharedWalks';

export interface ClassifyOptions extends DetectOptions {
  /**
   * The document's VS Code language id. In JSON documents only a quoted key starts a member: an unquoted
   * "id: 123" there is prose inside a string value, and the structure around it is not its own.
   */
  languageId?: string;
  /** Walks shared with the other ids of the same text, classified in order (the Ids view's scan); none for a hover. */
  sharedWalks?: SharedWalks;
}

export type { IdSignal } from './idSignal';
export type { IdReason } from './idReason';

export interface TypedIdMatch extends IdMatch {
  kind: IdKind;
  signal: IdSignal;
  /** Why, for every kind but 'unknown'. */
  reason?: IdReason;
}

/** Characters read on either side of an id to classify it. */
export const CLASSIFICATION_WINDOW = 8192;

/** Characters classifyIdAt reads on either side of the offset: detection, then classification around the id. */
export const CLASSIFY_AT_WINDOW = CLASSIFICATION_WINDOW + DETECTION_WINDOW;

/**
 * The part of a document classifyIdAt needs for `offset`: a caller holding a large document (an editor)
 * passes text.slice(start, end) and offset - start, and gets the same answer as with the whole text.
 */
export function textWindowAround(offset: number, textLength: number): { start: number; end: number } {
  return {
    start: Math.max(0, offset - CLASSIFY_AT_WINDOW),
    end: Math.min(textLength, offset + CLASSIFY_AT_WINDOW + 1),
  };
}

/** The id under `offset` in `text` (a line, a window of a document, or the whole of it) with its kind. */
export function classifyIdAt(text: string, offset: number, options?: ClassifyOptions): TypedIdMatch | undefined {
  const match = findIdAt(text, offset, options);
  return match === undefined ? undefined : classifyIdMatch(text, match, options);
}

/** Every id in `text` with its kind, in order of position: for whole-document views and terminal lines. */
export function findTypedIdsInText(text: string, options?: ClassifyOptions): TypedIdMatch[] {
  return findIdsInText(text, options).map((match) => classifyIdMatch(text, match, options));
}

/** The kind of an id already found in `text` (by findIdAt or findIdsInText on the same text). */
export function classifyIdMatch(text: string, match: IdMatch, options?: ClassifyOptions): TypedIdMatch {
  const found = decide(idContext(text, match, options));
  const typed: TypedIdMatch = { id: match.id, start: match.start, end: match.end, kind: 'unknown', signal: 'none' };
  if (found === undefined || found.kind === 'unknown') return typed;
  typed.kind = found.kind;
  typed.signal = found.signal;
  typed.reason = reasonFor(text, found);
  return typed;
}

/** What the rules read about the id `match` found in `text`: its window, the document's traits, the shared walks. */
export function idContext(text: string, match: IdMatch, options?: ClassifyOptions): IdContext {
  const languageId = options?.languageId ?? '';
  const scope: Scope = {
    text,
    lo: Math.max(0, match.start - CLASSIFICATION_WINDOW),
    hi: Math.min(text.length, match.end + CLASSIFICATION_WINDOW),
    json: JSON_LANGUAGES.has(languageId),
    sections: SECTION_LANGUAGES.has(languageId),
    walks: options?.sharedWalks,
  };
  return new IdContext(scope, match.start, match.end, decideCopy);
}

/** A copy of the id, read for the same-id-elsewhere rule: the registry without its fallbacks. */
function decideCopy(scope: Scope, start: number, end: number): Finding | undefined {
  return decide(new IdContext(scope, start, end, decideCopy), false);
}

/** The reason a finding gives; one taken from a copy keeps that copy's evidence and scope, under its own rule. */
function reasonFor(text: string, found: Finding): IdReason {
  if (found.inherited === undefined) return reasonOf(text, found.rule, found.signal, found.evidence);
  const copy = reasonOf(text, found.inherited.rule, found.inherited.signal, found.inherited.evidence);
  return { ...copy, rule: found.rule, signal: found.signal };
}

const JSON_LANGUAGES: ReadonlySet<string> = new Set(['json', 'jsonc', 'jsonl', 'json5', 'snippets']);
/** Languages whose files group keys under [sections] (TOML, INI and the plain-text .conf/.cfg files VS Code opens without one). */
const SECTION_LANGUAGES: ReadonlySet<string> = new Set([
  'toml',
  'ini',
  'properties',
  'plaintext',
  'dotenv',
  'editorconfig',
  'git-config',
  '',
]);
