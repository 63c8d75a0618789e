// Typed ids: what kind of thing a snowflake stands for, read from the text around it. The signals, from the
// most to the least certain: chat markup (<@&id> is a role), a URL path (/emojis/id), a name before the
// value (guild_id=, "channelId":, role 123), and for a bare "id" the object around it (the key it is stored
// under, its other members, the event it came with). Everything read lies within CLASSIFICATION_WINDOW
// characters of the id, so classifying costs the same in a 10 MB document as in a short line.
import { DETECTION_WINDOW, findIdAt, findIdsInText, type DetectOptions, type IdMatch } from './findId';
import type { IdKind } from './idKind';
import { nameVerdict, type NameVerdict } from './idVocabulary';
import { verdictOfLineBeforeComment, kindFromTrailingComment } from './commentBeside';
import { annotatedLabel, kindFromEnclosing } from './enclosingName';
import { kindFromBrokenRepr, kindFromJdaString } from './libraryPrintout';
import { kindFromMarkup } from './markupContext';
import { readNameBefore } from './nameBefore';
import { QUALIFIED_KEYS, decisiveShapeKind, eventPayloadKind, qualifiedContainerKind, qualifiedKind, shapeKind } from './objectShape';
import { findCloser, findOpener, labelOf } from './structureScan';
import type { Members } from './structureReading';
import { kindFromUrlPath } from './urlContext';

export interface ClassifyOptions extends DetectOptions {
  /**
   * The document's VS Code language id. In JSON documents only a quoted key starts a member: an unquoted
   * "id: 123" there is prose inside a string value, and the structure around it is not its own.
   */
  languageId?: string;
}

/** Which part of the context decided the kind. */
export type IdSignal = 'markup' | 'url' | 'printout' | 'name' | 'container' | 'shape' | 'event' | 'comment' | 'none';

export interface TypedIdMatch extends IdMatch {
  kind: IdKind;
  signal: IdSignal;
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
  return { start: Math.max(0, offset - CLASSIFY_AT_WINDOW), end: Math.min(textLength, offset + CLASSIFY_AT_WINDOW + 1) };
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
  const languageId = options?.languageId ?? '';
  const decision = decide(text, match.start, match.end, { json: JSON_LANGUAGES.has(languageId), sections: SECTION_LANGUAGES.has(languageId) });
  return { id: match.id, start: match.start, end: match.end, kind: decision.kind, signal: decision.signal };
}

const JSON_LANGUAGES: ReadonlySet<string> = new Set(['json', 'jsonc', 'jsonl', 'json5', 'snippets']);
/** Languages whose files group keys under [sections] (TOML, INI and the plain-text .conf/.cfg files VS Code opens without one). */
const SECTION_LANGUAGES: ReadonlySet<string> = new Set(['toml', 'ini', 'properties', 'plaintext', 'dotenv', 'editorconfig', 'git-config', '']);

interface DocumentTraits {
  json: boolean;
  sections: boolean;
}

interface Decision {
  kind: IdKind;
  signal: IdSignal;
}

const UNDECIDED: Decision = { kind: 'unknown', signal: 'none' };
/** How many unnamed containers (array elements, the objects in them) are climbed to find a named one. */
const MAX_CLIMB = 4;

function decide(text: string, start: number, end: number, traits: DocumentTraits): Decision {
  const { json, sections } = traits;
  const markup = kindFromMarkup(text, start, end);
  if (markup !== undefined) return { kind: markup, signal: 'markup' };
  const url = kindFromUrlPath(text, start, end);
  if (url !== undefined) return { kind: url, signal: 'url' };
  const printed = kindFromJdaString(text, start, end);
  if (printed !== undefined) return { kind: printed, signal: 'printout' };

  const lo = Math.max(0, start - CLASSIFICATION_WINDOW);
  const hi = Math.min(text.length, end + CLASSIFICATION_WINDOW);
  const value = valueAround(text, start, end);
  const name = readNameBefore(text, value.start, lo);
  if (name === undefined) {
    if (!value.whole) return UNDECIDED;
    return ofUnnamedValue(text, value.start, lo, hi) ?? ofEnclosingName(text, value.start, lo, hi, json, sections) ?? ofComment(text, value) ?? UNDECIDED;
  }

  const key = name.tokens[name.tokens.length - 1]!.join('_');
  if (name.assigned && QUALIFIED_KEYS.has(key)) {
    const kind = qualifiedKind(key, membersAround(text, name.start, value.end, lo, hi).members);
    if (kind !== undefined) return { kind, signal: 'shape' };
  }
  // `guilds: set[int] = 1`, `const CHANNEL_ID: u64 = 1`: the annotated name, not its type, names the value.
  const annotated = name.assigned && !json ? annotatedLabel(text, value.start, lo) : undefined;
  const verdict = nameVerdict(annotated === undefined ? name.tokens : [annotated.words]);
  if (verdict.type === 'kind') {
    // A person-like word alone (ADMIN = 1, member: 1) is overruled by a block that names its kind (object Roles, role: {…}).
    const enclosing = verdict.weak === true ? ofEnclosingName(text, value.start, lo, hi, json, sections) : undefined;
    return enclosing ?? { kind: verdict.kind, signal: 'name' };
  }
  if (verdict.type === 'generic' && name.assigned && value.whole && !(json && !name.quoted)) {
    const repr = json ? undefined : kindFromBrokenRepr(text, name.start);
    if (repr !== undefined) return { kind: repr, signal: 'printout' };
    const member = ofMemberId(text, name.start, value.end, lo, hi);
    if (member !== undefined || json) return member ?? UNDECIDED;
    return ofEnclosingName(text, value.start, lo, hi, json, sections) ?? UNDECIDED;
  }
  // Past here the name says nothing of its own: an unknown word (welcome:, DELETE =, 123:, testing:) or a
  // wrapper with no name (Snowflake(1) in a list). In JSON, only the object's own shape spoke.
  if (json || !value.whole) return UNDECIDED;
  // A name that says nothing (welcome:, DELETE =, 123:, testing:): the block around it, then a comment.
  const sameLine = verdictOfLineBeforeComment(text, start);
  if (sameLine?.type === 'kind') return { kind: sameLine.kind, signal: 'name' };
  return ofEnclosingName(text, value.start, lo, hi, json, sections) ?? ofComment(text, value) ?? UNDECIDED;
}

function ofEnclosingName(text: string, valueStart: number, lo: number, hi: number, json: boolean, sections: boolean): Decision | undefined {
  const enclosing = kindFromEnclosing(text, valueStart, lo, hi, json, sections);
  return enclosing === undefined ? undefined : { kind: enclosing.kind, signal: 'container' };
}

function ofComment(text: string, value: ValueSpan): Decision | undefined {
  const kind = kindFromTrailingComment(text, value.end);
  return kind === undefined ? undefined : { kind, signal: 'comment' };
}

interface ValueSpan {
  /** Offset of the value's opening quote (or its escaping backslash), or of the id when unquoted. */
  start: number;
  /** Offset after the closing quote, or after the id. */
  end: number;
  /** The id is the whole value (a quoted string or a bare number), not a word inside a longer string. */
  whole: boolean;
}

function valueAround(text: string, start: number, end: number): ValueSpan {
  const quote = text.charCodeAt(start - 1);
  if (quote === 34 || quote === 39 || quote === 96) {
    if (text.charCodeAt(end) === quote) return { start: start - 1, end: end + 1, whole: true };
    // JSON escaped inside a string, as loggers print it: \"user_id\":\"123\"
    const escaped = text.charCodeAt(start - 2) === BACKSLASH && text.charCodeAt(end) === BACKSLASH && text.charCodeAt(end + 1) === quote;
    if (escaped) return { start: start - 2, end: end + 2, whole: true };
  }
  const whole = (start === 0 || BARE_BEFORE.has(quote)) && (end >= text.length || BARE_AFTER.has(text.charCodeAt(end)));
  return { start, end, whole };
}

const BACKSLASH = 92;
const BARE_BEFORE: ReadonlySet<number> = new Set([32, 9, 10, 13, 58, 61, 91, 44, 123, 40]); // space tab newlines : = [ , { (
const BARE_AFTER: ReadonlySet<number> = new Set([32, 9, 10, 13, 44, 93, 125, 41, 59, 110, 76, 117, 58]); // space tab newlines , ] } ) ; n L u :

/** The members of the object holding a member that starts at `keyStart` and whose value ends at `valueEnd`. */
function membersAround(text: string, keyStart: number, valueEnd: number, lo: number, hi: number): { open: number; members: Members } {
  const members: Members = new Map();
  const open = findOpener(text, keyStart, lo, members);
  findCloser(text, valueEnd, hi, members);
  return { open, members };
}

/** "id": X: the object's decisive shape, else the name it is stored under, else its shape, else its event. */
function ofMemberId(text: string, keyStart: number, valueEnd: number, lo: number, hi: number): Decision | undefined {
  const { open, members } = membersAround(text, keyStart, valueEnd, lo, hi);
  const decisive = decisiveShapeKind(members);
  if (decisive !== undefined) return { kind: decisive, signal: 'shape' };
  const container = open >= 0 ? containerVerdict(text, open, lo, hi) : undefined;
  if (container?.type === 'kind') return { kind: container.kind, signal: 'container' };
  const shape = shapeKind(members);
  if (shape !== undefined) return { kind: shape, signal: 'shape' };
  if (open < 0 || container === undefined) return undefined;
  if (container.type === 'generic') {
    const event = eventPayloadKind(siblingsOfContainer(text, open, container.labelStart, lo, hi));
    return event === undefined ? undefined : { kind: event, signal: 'event' };
  }
  return container.type === 'unlabeled' ? climb(text, open, lo, hi) : undefined;
}

/** An array element or a map key: the container decides, or the first named container around it. */
function ofUnnamedValue(text: string, valueStart: number, lo: number, hi: number): Decision | undefined {
  const open = findOpener(text, valueStart, lo);
  if (open < 0) return undefined;
  const container = containerVerdict(text, open, lo, hi);
  if (container.type === 'kind') return { kind: container.kind, signal: 'container' };
  return container.type === 'unlabeled' ? climb(text, open, lo, hi) : undefined;
}

function climb(text: string, innerOpen: number, lo: number, hi: number): Decision | undefined {
  let open = innerOpen;
  for (let level = 0; level < MAX_CLIMB; level++) {
    open = findOpener(text, open, lo);
    if (open < 0) return undefined;
    const container = containerVerdict(text, open, lo, hi);
    if (container.type === 'kind') return { kind: container.kind, signal: 'container' };
    if (container.type !== 'unlabeled') return undefined;
  }
  return undefined;
}

type ContainerVerdict = (NameVerdict & { labelStart: number }) | { type: 'unlabeled' };

/** What the name a container is stored under says. Keys that are ids themselves ("123": {…}) name nothing. */
function containerVerdict(text: string, open: number, lo: number, hi: number): ContainerVerdict {
  const label = labelOf(text, open, lo);
  if (label === undefined || (label.words.length === 1 && /^\d+$/.test(label.words[0]!))) return { type: 'unlabeled' };
  const qualified = qualifiedContainerKind(label.words.join('_'), siblingsOfContainer(text, open, label.start, lo, hi));
  if (qualified !== undefined) return { type: 'kind', kind: qualified, word: label.words.join('_'), labelStart: label.start };
  return { ...nameVerdict([label.words], true), labelStart: label.start };
}

/** The members of the object that holds the container opened at `open` under the label at `labelStart`. */
function siblingsOfContainer(text: string, open: number, labelStart: number, lo: number, hi: number): Members {
  const members: Members = new Map();
  findOpener(text, labelStart, lo, members);
  const close = findCloser(text, open + 1, hi);
  if (close >= 0) findCloser(text, close + 1, hi, members);
  return members;
}
