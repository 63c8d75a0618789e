// Typed ids: what kind of thing a snowflake stands for, read from the text around it. The signals, from the
// most to the least certain: chat markup (<@&id> is a role), a URL path (/emojis/id), a name before the
// value (guild_id=, "channelId":, role 123), and for a bare "id" the object around it (the key it is stored
// under, its other members, the event it came with). Everything read lies within CLASSIFICATION_WINDOW
// characters of the id, so classifying costs the same in a 10 MB document as in a short line.
import { DETECTION_WINDOW, findIdAt, findIdsInText, type DetectOptions, type IdMatch } from './findId';
import type { IdKind } from './idKind';
import type { IdReason } from './idReason';
import type { IdSignal } from './idSignal';
import { nameVerdict } from './idVocabulary';
import { parameterOfArgument } from './callArguments';
import { caseSubject } from './caseLabel';
import { verdictOfLineBeforeComment, kindFromCommentAbove, kindFromTrailingComment } from './commentBeside';
import { annotatedLabel, isCollectionBuilder, kindFromEnclosing } from './enclosingName';
import { kindInIdChain } from './idPair';
import { kindFromBrokenRepr, kindFromJdaString } from './libraryPrintout';
import { libraryArgumentKind } from './librarySignatures';
import { kindFromMarkup } from './markupContext';
import { readNameBefore } from './nameBefore';
import { isIdWord, splitNameWords } from './nameWords';
import { lineStartAt } from './lines';
import { nearestCopies } from './sameIdElsewhere';
import { kindFromSiblings } from './siblingConsensus';
import { kindFromProseParenthesis } from './proseParenthesis';
import { QUALIFIED_KEYS, qualifiedKind } from './objectShape';
import {
  climb,
  containerDecision,
  containerVerdict,
  decided,
  decidedBy,
  membersAround,
  ofMemberId,
  type Decision,
  type Scope,
} from './containerDecision';
import { markupSpan, nameSpanAt, reasonOf, tokenStartBefore, wordsKey, type Evidence } from './evidence';
import { MARKUP_LOOKBEHIND } from './markupContext';
import { PROSE_LOOKBEHIND } from './proseParenthesis';
import { URL_LOOKBEHIND } from './urlContext';
import type { NameBefore } from './nameBefore';
import { calleeBefore, argumentIndex } from './callArguments';
import type { SharedWalks } from './sharedWalks';
import { statementAssignee } from './statementName';
import { findOpener } from './structureScan';
import { kindFromUrlPath } from './urlContext';
import { bracketlessListStart } from './valueList';
import { valueAround, type ValueSpan } from './valueSpan';
import { kindOfNamingArgument, opensBefore, throughIdWrapper, withoutDeclaredType } from './valueName';

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
  const languageId = options?.languageId ?? '';
  const scope: Scope = {
    text,
    lo: Math.max(0, match.start - CLASSIFICATION_WINDOW),
    hi: Math.min(text.length, match.end + CLASSIFICATION_WINDOW),
    json: JSON_LANGUAGES.has(languageId),
    sections: SECTION_LANGUAGES.has(languageId),
    walks: options?.sharedWalks,
  };
  const named = decide(scope, match.start, match.end);
  const decision =
    named.kind === 'unknown'
      ? (ofSameIdElsewhere(scope, match.start, match.end) ?? ofSiblings(scope, match.start, match.end) ?? named)
      : named;
  const typed: TypedIdMatch = {
    id: match.id,
    start: match.start,
    end: match.end,
    kind: decision.kind,
    signal: decision.signal,
  };
  if (decision.kind !== 'unknown' && decision.signal !== 'none' && decision.rule !== undefined && decision.evidence)
    typed.reason = decision.inherited ?? reasonOf(text, decision.rule, decision.signal, decision.evidence);
  return typed;
}

/** `media = "1"` among `WELCOME_CHANNEL = "2"` and `RULES_CHANNEL = "3"`: the kind its named siblings agree on. */
function ofSiblings(scope: Scope, start: number, end: number): Decision | undefined {
  const found = scope.json ? undefined : kindFromSiblings(scope.text, start, end, scope.lo, scope.hi);
  return found === undefined ? undefined : decidedBy(found, 'container', 'siblings');
}

/**
 * An id nothing around it names: the kind a nearby copy of it is given, each copy read within this id's own window
 * (so that a hover on a slice of the text and a scan of the whole agree), and without the shared walks.
 */
function ofSameIdElsewhere(scope: Scope, start: number, end: number): Decision | undefined {
  let named: Decision | undefined;
  for (const copy of nearestCopies(scope.text, start, end, scope.lo, scope.hi)) {
    const copyEnd = copy + (end - start);
    const around: Scope = {
      ...scope,
      lo: Math.max(scope.lo, copy - CLASSIFICATION_WINDOW),
      hi: Math.min(scope.hi, copyEnd + CLASSIFICATION_WINDOW),
      walks: undefined,
    };
    const decision = decide(around, copy, copyEnd);
    // A copy that names a user wins (an owner's id pasted into a role's setting by mistake is still a person).
    if (decision.kind === 'user') return elsewhere(scope.text, decision);
    named ??= decision.kind === 'unknown' ? undefined : decision;
  }
  return named === undefined ? undefined : elsewhere(scope.text, named);
}

/**
 * The copy's decision, read for this id: the rule is 'same-id-elsewhere', the evidence the copy's, and the scope the
 * copy's own (a correction of the copy's reading applies to this id too).
 */
function elsewhere(text: string, copy: Decision): Decision {
  const own = copy.signal !== 'none' && copy.rule !== undefined && copy.evidence !== undefined;
  if (!own) return { kind: copy.kind, signal: 'elsewhere' };
  const reason = reasonOf(text, copy.rule!, copy.signal as Exclude<IdSignal, 'none'>, copy.evidence!);
  return {
    ...decided(copy.kind, 'elsewhere', 'same-id-elsewhere', copy.evidence!),
    inherited: { ...reason, rule: 'same-id-elsewhere', signal: 'elsewhere' },
  };
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

const UNDECIDED: Decision = { kind: 'unknown', signal: 'none' };

function decide(scope: Scope, start: number, end: number): Decision {
  const { text, lo, json } = scope;
  const markup = kindFromMarkup(text, start, end);
  if (markup !== undefined) return decided(markup, 'markup', 'markup', markupSpan(text, start, end, MARKUP_LOOKBEHIND));
  const url = kindFromUrlPath(text, start, end);
  if (url !== undefined) return decided(url, 'url', 'url-path', tokenBefore(text, start, end, URL_LOOKBEHIND));
  const chained = kindInIdChain(text, start, end);
  if (chained !== undefined) return decided(chained, 'url', 'id-chain', tokenBefore(text, start, end, URL_LOOKBEHIND));
  const printed = kindFromJdaString(text, start, end);
  if (printed !== undefined) {
    const token = tokenBefore(text, start, end + 1, 120);
    const prefix = /^[A-Za-z]+/.exec(text.slice(token.start, start))?.[0];
    return decided(printed, 'printout', 'printout', { ...token, key: prefix?.toLowerCase() });
  }
  const prose = json ? undefined : kindFromProseParenthesis(text, start, end);
  if (prose !== undefined) return decided(prose, 'name', 'prose-parenthesis', proseSpan(text, start, end));

  const value = valueAround(text, start, end);
  if (value.prefix !== undefined) {
    const tag = text.slice(value.start + 1, start - 1);
    return decided(value.prefix.kind, 'name', 'tagged-string', {
      start: value.start,
      end: value.end,
      key: tag.toLowerCase(),
    });
  }
  const subject = json || !value.whole ? undefined : caseSubject(text, value.start, value.end, lo);
  const compared = subject === undefined ? undefined : nameVerdict([subject.words]);
  if (compared?.type === 'kind')
    return decided(compared.kind, 'name', 'case-label', { ...subject!, key: subject!.words.join('_') });
  const name = throughIdWrapper(text, withoutDeclaredType(readNameBefore(text, value.start, lo)), value.start, lo);
  if (name === undefined) {
    if (!value.whole) return UNDECIDED;
    return (
      ofUnnamedValue(scope, value) ??
      ofEnclosingName(scope, value.start) ??
      ofStatement(scope, value) ??
      ofComment(scope, value) ??
      UNDECIDED
    );
  }

  // `notify(<id>)`: a parameter the same text declares for it names the argument better than the callee does.
  const callee =
    !json && !name.assigned && opensBefore(text, value.start, name.start)
      ? ofCallArgument(scope, value.start)
      : undefined;
  if (callee !== undefined) return callee;
  const key = name.tokens[name.tokens.length - 1]!.join('_');
  if (name.assigned && QUALIFIED_KEYS.has(key)) {
    const kind = qualifiedKind(key, membersAround(scope, name.start, value.end).members);
    if (kind !== undefined) return decided(kind, 'shape', 'object-shape', nameEvidence(text, name, value.start));
  }
  // `guilds: set[int] = 1`, `const CHANNEL_ID: u64 = 1`: the annotated name, not its type, names the value.
  const annotated = name.assigned && !json ? annotatedLabel(text, value.start, lo) : undefined;
  const verdict = nameVerdict(annotated === undefined ? name.tokens : [annotated.words]);
  if (verdict.type === 'kind') {
    // A person-like word alone (ADMIN = 1, member: 1) is overruled by a block that names its kind (object Roles,
    // role: {…}), or by a comment beside or heading it that does (ADMIN = 1  # admin role; // ROLE IDS).
    const overruled =
      verdict.weak === true
        ? (ofEnclosingName(scope, value.start) ?? ofWeakStatement(scope, value) ?? ofComment(scope, value))
        : undefined;
    const evidence =
      annotated === undefined
        ? nameEvidence(text, name, value.start)
        : { ...nameSpanAt(text, annotated.start), key: annotated.words.join('_') };
    return overruled ?? decided(verdict.kind, 'name', 'name', evidence);
  }
  if (verdict.type === 'generic' && name.assigned && value.whole && !(json && !name.quoted)) {
    const repr = json ? undefined : kindFromBrokenRepr(text, name.start);
    if (repr !== undefined) return decidedBy(repr, 'printout', 'printout');
    const member = ofMemberId(scope, name.start, value.end);
    if (member !== undefined || json) return member ?? UNDECIDED;
    return ofEnclosingName(scope, value.start) ?? ofStatement(scope, value) ?? UNDECIDED;
  }
  // Past here the name says nothing of its own: an unknown word (welcome:, DELETE =, 123:, testing:) or a
  // wrapper with no name (Snowflake(1) in a list).
  if (!value.whole) return UNDECIDED;
  // `notify(<id>)`, `[<id>, …]`: what reads as a name is a callee or a list's label; the value is an unnamed item.
  if (!json && !name.assigned && opensBefore(text, value.start, name.start)) {
    const item = ofUnnamedValue(scope, value);
    if (item !== undefined) return item;
  }
  // In JSON a key that says nothing ("general": "1") is named by the object it is in ("insiderThreads": {…}).
  if (json) return name.quoted ? (ofEnclosingName(scope, value.start) ?? UNDECIDED) : UNDECIDED;
  const sameLine = verdictOfLineBeforeComment(text, start);
  if (sameLine?.type === 'kind')
    return decided(sameLine.kind, 'name', 'line-before-comment', {
      start: sameLine.nameStart,
      end: sameLine.nameStart + sameLine.name.length,
      key: splitNameWords(sameLine.name).join('_'),
    });
  // `staff_id: […]` in `guild_informations: {…}`: a name with its own "id" is the id of what it names, so only a
  // block that holds that kind (`channels: { welcome_id: 1 }`), not one about it, decides.
  const ownId = name.assigned && isIdWord(name.tokens[name.tokens.length - 1]!.at(-1));
  return (
    ofEnclosingName(scope, value.start, ownId) ?? ofStatement(scope, value) ?? ofComment(scope, value) ?? UNDECIDED
  );
}

function ofEnclosingName(scope: Scope, valueStart: number, headOnly = false): Decision | undefined {
  const enclosing = kindFromEnclosing(
    scope.text,
    valueStart,
    scope.lo,
    scope.hi,
    scope.json,
    scope.sections,
    scope.walks,
    headOnly,
  );
  return enclosing === undefined ? undefined : decidedBy(enclosing, 'container', 'enclosing-block');
}

/** The name the statement holding the value assigns, lines above it (not in JSON, which assigns nothing). */
function ofStatement(scope: Scope, value: ValueSpan): Decision | undefined {
  if (scope.json) return undefined;
  const assignee = statementAssignee(scope.text, value.start, scope.lo);
  if (assignee === undefined) return undefined;
  const verdict = nameVerdict([assignee.words]);
  return verdict.type === 'kind'
    ? decided(verdict.kind, 'statement', 'statement', { ...assignee, key: assignee.words.join('_') })
    : undefined;
}

/**
 * Go's `var muteRoles = map[string]string{ general: "1" }`: a weak name in a literal whose statement names a kind. Only
 * a value inside a bracket the statement opens (not a statement's own value, whose assignee is its name).
 */
function ofWeakStatement(scope: Scope, value: ValueSpan): Decision | undefined {
  return findOpener(scope.text, value.start, scope.lo, undefined, scope.walks) >= 0
    ? ofStatement(scope, value)
    : undefined;
}

/** A comment that names the kind: after the value on its line, else the comment heading its lines. */
function ofComment(scope: Scope, value: ValueSpan): Decision | undefined {
  if (scope.json) return undefined;
  return ofTrailingComment(scope, value) ?? ofCommentAbove(scope, value);
}

function ofTrailingComment(scope: Scope, value: ValueSpan): Decision | undefined {
  const found = kindFromTrailingComment(scope.text, value.end);
  return found === undefined ? undefined : decidedBy(found, 'comment', 'comment');
}

function ofCommentAbove(scope: Scope, value: ValueSpan): Decision | undefined {
  const found = kindFromCommentAbove(scope.text, value.start, scope.lo);
  return found === undefined ? undefined : decidedBy(found, 'comment', 'comment');
}

/**
 * An array element, a map key or a call argument with no name of its own: the container's name decides, else the
 * name its first item would carry (`id in [a, b]`), else the parameter a call's argument binds to, else the first
 * named container around it. A later item of a bracketless list (`GUILDS=a,b`) carries the list's name.
 */
function ofUnnamedValue(scope: Scope, value: ValueSpan): Decision | undefined {
  const { text, lo, json } = scope;
  const valueStart = value.start;
  const open = findOpener(text, valueStart, lo, undefined, scope.walks);
  // Outside a list or call (at the top level, or in a block's body): it may be a later item of a list written
  // without brackets. (Inside '[' or '(' the items are the bracket's, and a long array costs no extra walk.)
  const bracket = open >= 0 && (text.charCodeAt(open) === 91 || text.charCodeAt(open) === 40);
  if (!bracket) {
    const listed = json ? undefined : ofBracketlessList(scope, valueStart);
    if (listed !== undefined || open < 0) return listed;
  }
  // `s.GuildMemberRoleAdd(guild, user, role)`: a library's signature names each place better than its callee's name,
  // unless the text declares its own function of that name (parameterKind decides which). Read once, here.
  const call = text.charCodeAt(open) === 40;
  const signature = call && !json ? { kind: libraryArgumentKind(text, open, valueStart, lo) } : undefined;
  const signed = signature?.kind !== undefined ? parameterKind(scope, open, valueStart, signature) : undefined;
  if (signed !== undefined) return signed;
  const container = containerVerdict(scope, open);
  // A person-like list name (moderators = [ … ]) gives way to a comment that names a kind (# The IDs of the roles …).
  if (container.type === 'kind')
    return (container.weak === true ? ofComment(scope, value) : undefined) ?? containerDecision(scope, container);
  if (!json) {
    const paired = call ? kindOfNamingArgument(text, open, valueStart) : undefined;
    if (paired !== undefined) return decidedBy(paired, 'argument', 'naming-argument');
    const asFirst = ofFirstItemName(scope, open);
    if (asFirst !== undefined) return asFirst;
    // A call a library signs was asked above, with the same answer.
    const argument =
      call && signature?.kind === undefined ? parameterKind(scope, open, valueStart, signature) : undefined;
    if (argument !== undefined) return argument;
  }
  return container.type === 'unlabeled' ? climb(scope, open) : undefined;
}

/** The first argument of a call (its callee reads as a name): the parameter it binds to, when declared here or by a library. */
function ofCallArgument(scope: Scope, valueStart: number): Decision | undefined {
  const open = findOpener(scope.text, valueStart, scope.lo, undefined, scope.walks);
  return open >= 0 && scope.text.charCodeAt(open) === 40 ? parameterKind(scope, open, valueStart) : undefined;
}

/** The parameter a call's argument binds to: declared in the same text, else in a major library's signature. */
function parameterKind(
  scope: Scope,
  open: number,
  valueStart: number,
  signature?: { kind: IdKind | undefined },
): Decision | undefined {
  const parameter = parameterOfArgument(scope.text, open, valueStart, scope.lo, scope.hi, scope.walks);
  const verdict = parameter === undefined ? undefined : nameVerdict([parameter]);
  if (verdict?.type === 'kind')
    return decided(verdict.kind, 'argument', 'call-argument', calleeEvidence(scope, open, parameter!.join('_')));
  // `signature`: the library's kind at this argument, when the caller has already read it.
  const library =
    parameter === undefined
      ? signature
        ? signature.kind
        : libraryArgumentKind(scope.text, open, valueStart, scope.lo)
      : undefined;
  if (library === undefined) return undefined;
  const index = argumentIndex(scope.text, open, valueStart);
  return decided(library, 'argument', 'library-signature', calleeEvidence(scope, open, `#${index ?? ''}`));
}

/** `GUILDS=a,b`: the name before the list's first item. */
function ofBracketlessList(scope: Scope, valueStart: number): Decision | undefined {
  const first = bracketlessListStart(scope.text, valueStart, scope.lo);
  if (first === undefined) return undefined;
  const name = readNameBefore(scope.text, first, scope.lo);
  const verdict = name === undefined ? undefined : nameVerdict(name.tokens);
  return verdict?.type === 'kind'
    ? decided(verdict.kind, 'name', 'bracketless-list', nameEvidence(scope.text, name!, first))
    : undefined;
}

/**
 * `guild.id in [a, b]`, `ids == (a, b)`, `channel.id in listOf(a, b)`: the name the list's first item would read
 * before it (before the builder, for a built list), for every item.
 */
function ofFirstItemName(scope: Scope, open: number): Decision | undefined {
  const code = scope.text.charCodeAt(open);
  if (code !== 91 && code !== 40) return undefined;
  let name = readNameBefore(scope.text, open + 1, scope.lo);
  if (name !== undefined && name.tokens.length === 1 && isCollectionBuilder(name.tokens[0]!))
    name = readNameBefore(scope.text, name.start, scope.lo);
  if (name === undefined) return undefined;
  const tokens = isCollectionBuilder(name.tokens[name.tokens.length - 1]!) ? name.tokens.slice(0, -1) : name.tokens;
  const verdict = nameVerdict(tokens);
  return verdict.type === 'kind' && verdict.weak !== true
    ? decided(verdict.kind, 'name', 'first-item-name', {
        ...nameEvidence(scope.text, name, open),
        key: wordsKey(tokens),
      })
    : undefined;
}

/** What stands between a name and its value: blanks, `:`, `=`, `>`, `(`, `[`, `-`. */
const NAME_TRAIL: ReadonlySet<number> = new Set([32, 9, 10, 13, 58, 61, 62, 40, 91, 45]);

/** A name before a value: from its start to the value, its separators trimmed; keyed by its words. */
function nameEvidence(text: string, name: NameBefore, valueStart: number): Evidence {
  let end = valueStart;
  while (end > name.start + 1 && NAME_TRAIL.has(text.charCodeAt(end - 1))) end--;
  return { start: name.start, end, key: wordsKey(name.tokens) };
}

/** The run of text before the id (a URL, a printout), to the id's end. */
function tokenBefore(text: string, start: number, end: number, lookbehind: number): Evidence {
  return { start: tokenStartBefore(text, start, lookbehind), end };
}

/** `joined guild Test (<id>)`: the prose before the parenthesis, to its ')'. */
function proseSpan(text: string, start: number, end: number): Evidence {
  let close = end;
  while (close < end + 8 && close < text.length && text.charCodeAt(close) !== 41) close++;
  const lineStart = lineStartAt(text, start, Math.max(0, start - PROSE_LOOKBEHIND));
  let from = Math.max(lineStart, start - 60);
  while (from > lineStart && text.charCodeAt(from - 1) !== 32) from--;
  return { start: from, end: text.charCodeAt(close) === 41 ? close + 1 : end };
}

/** The call's callee as evidence, keyed by its name and what it reads of the argument (a parameter, a place). */
function calleeEvidence(scope: Scope, open: number, what: string): Evidence {
  const callee = calleeBefore(scope.text, open, scope.lo);
  const start = callee?.start ?? open;
  return { start, end: open + 1, key: `${callee?.name ?? ''}(${what})` };
}
