// The classifier's rules, listed in one place, and how their findings combine: the policy, stated once.
//
// RECALL IS THE CONTRACT. Only a user id can show a profile, and an id read as another kind is never looked up: a
// misread user costs the hover its purpose, a wasted lookup one request of five in five seconds. So:
// 1. A non-user kind needs strong evidence: a strong finding, or weak findings of two rules that agree on the kind.
// 2. No person word in the evidence that decides: a non-user finding whose evidence is about a person (user, member,
//    owner, admin, moderator, author…, idVocabulary.ts) is weak, whatever its rule says. A comment is about its
//    subject, its first word (`# Moderators who may run the ban command` is about moderators; `# Members role` and
//    `// Role: Owner` about a role). A name is about its head, its last word (`MOD_ROLE`, `admin_channel_id`: a person
//    word before the head only modifies it), and a call named for a person and a kind (`send_user_message(<id>)`)
//    names none of its arguments (context.ts, idVocabulary.ts's isPersonCallee).
// 3. Otherwise the id stays 'unknown', and unknown ids are looked up as users (idKind.ts). A weak user finding decides
//    'user' (the same lookup), and so does a finding of kind 'unknown' (`/banners/<id>`, a permission overwrite of a
//    type neither a role's nor a member's: the text says the id may be a user): it keeps the id looked up, as a user
//    finding does, strong or weak (isLookedUpAsUser).
//
// PRECEDENCE. Where the id stands (its Shape, context.ts) gives the order the rules are asked in: the first strong
// finding decides; weak ones are held until the order is done. Only when no rule found anything are the fallbacks
// asked (siblings, the same id elsewhere), in that order, and only a finding that decides alone (decidesAlone: a
// strong one, or a user) is taken from them: a weak non-user fallback has no second rule to agree with.
import { isLookedUpAsUser, type IdKind } from '../idKind';
import { kindOfWord } from '../idVocabulary';
import { splitNameWords } from '../nameWords';
import { bracketlessListRule } from './bracketlessList';
import { callArgumentRule } from './callArgument';
import { caseLabelRule } from './caseLabel';
import { collectionNameRule } from './collectionName';
import { commentRule } from './comment';
import type { IdContext, Shape } from './context';
import { enclosingBlockRule } from './enclosingBlock';
import { eventPayloadRule } from './eventPayload';
import { firstItemNameRule } from './firstItemName';
import { headingRule } from './heading';
import { idChainRule } from './idChain';
import { librarySignatureRule } from './librarySignature';
import { lineBeforeCommentRule } from './lineBeforeComment';
import { markupRule } from './markup';
import { memberShapeRule } from './memberShape';
import { musicPlayerRule } from './musicPlayer';
import { nameRule } from './nameBefore';
import { namingArgumentRule } from './namingArgument';
import { objectShapeRule } from './objectShape';
import { outerCollectionRule } from './outerCollection';
import { printedEventRule } from './printedEvent';
import { printoutRule } from './printout';
import { proseDefinitionRule } from './proseDefinition';
import { proseParenthesisRule } from './proseParenthesis';
import type { Finding, Rule } from './rule';
import { sameIdElsewhereRule } from './sameIdElsewhere';
import { siblingsRule } from './siblings';
import { statementRule } from './statement';
import { taggedStringRule } from './taggedString';
import { urlPathRule } from './urlPath';

/** Every rule, by id. */
export const RULES: ReadonlyMap<string, Rule> = new Map(
  [
    markupRule,
    urlPathRule,
    idChainRule,
    printoutRule,
    proseParenthesisRule,
    proseDefinitionRule,
    taggedStringRule,
    caseLabelRule,
    callArgumentRule,
    librarySignatureRule,
    objectShapeRule,
    nameRule,
    bracketlessListRule,
    collectionNameRule,
    namingArgumentRule,
    firstItemNameRule,
    outerCollectionRule,
    printedEventRule,
    memberShapeRule,
    eventPayloadRule,
    lineBeforeCommentRule,
    enclosingBlockRule,
    statementRule,
    commentRule,
    musicPlayerRule,
    headingRule,
    siblingsRule,
    sameIdElsewhereRule,
  ].map((rule) => [rule.meta.id, rule]),
);

/** Rules that read the id's own marks, asked first wherever it stands. */
const FIRST = [
  'markup',
  'url-path',
  'id-chain',
  'printout',
  'prose-parenthesis',
  'prose-definition',
  'tagged-string',
  'case-label',
];
/** A call's argument with no name of its own: the text's declaration, then the library's signature. */
const CALL = ['call-argument', 'library-signature'];
/**
 * An item with no name: the library's signature (a lookup in a table), the list written without brackets, the
 * collection's name, the call's naming argument, the list's first item's name, then the text's declaration of the call
 * (a search of the window, the dearest), then the named container further out.
 */
const ITEM = [
  'library-signature',
  'bracketless-list',
  'collection-name',
  'naming-argument',
  'first-item-name',
  'call-argument',
  'outer-collection',
];
/** What surrounds the value's lines: the block, the statement, the comment. */
const AROUND = ['enclosing-block', 'statement', 'comment'];
/** The prose of the id's line and of the lines it is listed under: a music player's log line, a list's heading. */
const PROSE = ['music-player', 'heading'];

/** The order rules are asked in, by where the id stands. */
export const PRECEDENCE: Readonly<Record<Shape, readonly string[]>> = {
  unnamed: [...FIRST, ...ITEM, ...AROUND, ...PROSE],
  'named-kind': [...FIRST, ...CALL, 'object-shape', 'name'],
  'named-weak': [...FIRST, ...CALL, 'object-shape', ...AROUND, 'name'],
  member: [
    ...FIRST,
    'object-shape',
    'collection-name',
    'printed-event',
    'member-shape',
    'event-payload',
    'outer-collection',
    'enclosing-block',
    'statement',
  ],
  'json-member': [
    ...FIRST,
    'object-shape',
    'collection-name',
    'printed-event',
    'member-shape',
    'event-payload',
    'outer-collection',
  ],
  'callee-item': [...FIRST, 'object-shape', ...ITEM, 'line-before-comment', ...AROUND, ...PROSE],
  'named-other': [...FIRST, 'object-shape', 'line-before-comment', ...AROUND, ...PROSE],
  'json-key': [...FIRST, 'object-shape', 'enclosing-block'],
  none: [...FIRST, ...PROSE],
};

/** Asked only when no rule of the order found anything. */
export const FALLBACKS: readonly string[] = ['siblings', 'same-id-elsewhere'];

/** PRECEDENCE and FALLBACKS as the rules themselves, looked up once. */
const ORDERED = Object.fromEntries(
  Object.entries(PRECEDENCE).map(([shape, ids]) => [shape, ids.map((id) => RULES.get(id)!)]),
) as unknown as Record<Shape, readonly Rule[]>;
const ORDERED_FALLBACKS: readonly Rule[] = FALLBACKS.map((id) => RULES.get(id)!);

/**
 * The finding that decides the id's kind, or undefined (the id stays 'unknown'). `fallbacks`: false when classifying a
 * copy for the same-id-elsewhere rule (a copy's own copies are not read).
 */
export function decide(context: IdContext, fallbacks = true): Finding | undefined {
  let held: Finding[] | undefined;
  for (const rule of ORDERED[context.shape]) {
    const found = checked(context, rule.find(context));
    if (found === undefined) continue;
    if (found.strength === 'strong') return found;
    (held ??= []).push(found);
  }
  if (held !== undefined) return combineWeak(held);
  if (!fallbacks) return undefined;
  for (const rule of ORDERED_FALLBACKS) {
    const found = checked(context, rule.find(context));
    if (found !== undefined && decidesAlone(found)) return found;
  }
  return undefined;
}

/** The finding with the person-word check applied: a non-user finding whose evidence is about a person is weak. */
function checked(context: IdContext, found: Finding | undefined): Finding | undefined {
  if (found === undefined || isLookedUpAsUser(found.kind) || found.strength === 'weak' || !namesPerson(context, found))
    return found;
  return { ...found, strength: 'weak' };
}

/** A finding decides with no other to agree with it: a strong one, or one that keeps the id looked up (user, unknown). */
export function decidesAlone(found: Finding): boolean {
  return found.strength === 'strong' || isLookedUpAsUser(found.kind);
}

/** Weak findings alone: a user or an unknown (the same lookup), or a kind two rules agree on; else none. */
export function combineWeak(held: readonly Finding[]): Finding | undefined {
  const user = held.find((finding) => isLookedUpAsUser(finding.kind));
  if (user !== undefined) return user;
  for (const finding of held) {
    if (held.some((other) => other.rule !== finding.rule && other.kind === finding.kind)) return finding;
  }
  return undefined;
}

/** Articles and quantifiers before a comment's subject. */
const DETERMINERS: ReadonlySet<string> = new Set(
  'the a an this that these those our your my all any each every o os as um uma el la los las'.split(' '),
);

/**
 * The finding's evidence is about a person: a comment whose subject (its first word past an article) is a person word
 * that does not modify the kind word after it (`# Moderators who may run the ban command`, not `# Members role`).
 */
export function namesPerson(context: IdContext, finding: Finding): boolean {
  if (finding.signal !== 'comment' || finding.inherited !== undefined) return false;
  const { start, end } = finding.evidence;
  const words = splitNameWords(context.text.slice(start, Math.min(end, start + 200))).filter(
    (word) => !DETERMINERS.has(word),
  );
  return words.length > 0 && isPerson(words[0]!) && !isKindWord(words[1]);
}

function isPerson(word: string): boolean {
  return word !== 'bot' && word !== 'bots' && kindOfWord(word) === 'user';
}

function isKindWord(word: string | undefined): boolean {
  if (word === undefined) return false;
  const kind: IdKind | undefined = kindOfWord(word);
  return kind !== undefined && kind !== 'user';
}
