// What the containers around an id say: the object holding an "id" member (its shape, the name it is stored under,
// the event printed before it or named beside it), and the named container an unnamed value climbs to. Shared by the
// classifier's decisions (classifyId.ts) through the Scope each classification reads.
import { MAX_EVIDENCE, nameSpanAt, type Evidence, type Found } from './evidence';
import { lineEndAt } from './lines';
import type { IdReason } from './idReason';
import type { IdSignal } from './idSignal';
import type { IdKind } from './idKind';
import { nameVerdict, type NameVerdict } from './idVocabulary';
import { decisiveShapeKind, eventPayloadKind, qualifiedContainerKind, shapeKind } from './objectShape';
import { printedEventKind } from './printedEvent';
import type { Members, SharedWalks } from './sharedWalks';
import { findCloser, findOpener, labelOf } from './structureScan';

/** What one classification reads: the text, the window [lo, hi) around the id, the document's traits, the shared walks. */
export interface Scope {
  text: string;
  lo: number;
  hi: number;
  /** In JSON only a quoted key starts a member, and indentation says nothing. */
  json: boolean;
  /** The document groups keys under [sections]. */
  sections: boolean;
  walks: SharedWalks | undefined;
}

export interface Decision {
  kind: IdKind;
  signal: IdSignal;
  /** The rule that decided (its id in the registry) and what it read: present on every kind but 'unknown'. */
  rule?: string;
  evidence?: Evidence;
  /** A reading taken from a copy of the id elsewhere: that copy's reason, its scope included. */
  inherited?: IdReason;
}

/** A decision for `kind` by `rule`, reading `evidence`. */
export function decided(kind: IdKind, signal: Exclude<IdSignal, 'none'>, rule: string, evidence: Evidence): Decision {
  return { kind, signal, rule, evidence };
}

/** A reader's finding as a decision. */
export function decidedBy(found: Found, signal: Exclude<IdSignal, 'none'>, rule: string): Decision {
  return { kind: found.kind, signal, rule, evidence: { start: found.start, end: found.end, key: found.key } };
}

/** The evidence a container's label is: its name as written, keyed by its words. */
export function labelEvidence(text: string, labelStart: number, words: readonly string[]): Evidence {
  return { ...nameSpanAt(text, labelStart), key: words.join('_') };
}

/** The evidence an object's shape is: its opening line, keyed by its members' names. */
function shapeEvidence(scope: Scope, open: number, keyStart: number, members: Members): Evidence {
  const at = open >= 0 ? open : keyStart;
  const key = [...members.keys()].sort().join(',');
  return { start: at, end: lineEndAt(scope.text, at, Math.min(scope.hi, at + MAX_EVIDENCE + 1)), key: `{${key}}` };
}

/** How many unnamed containers (array elements, the objects in them) are climbed to find a named one. */
const MAX_CLIMB = 4;

/** The members of the object holding a member that starts at `keyStart` and whose value ends at `valueEnd`. */
export function membersAround(scope: Scope, keyStart: number, valueEnd: number): { open: number; members: Members } {
  const members: Members = new Map();
  const open = findOpener(scope.text, keyStart, scope.lo, members, scope.walks);
  findCloser(scope.text, valueEnd, scope.hi, members, scope.walks);
  return { open, members };
}

/** "id": X: the object's decisive shape, else the name it is stored under, else its shape, else its event. */
export function ofMemberId(scope: Scope, keyStart: number, valueEnd: number): Decision | undefined {
  const { open, members } = membersAround(scope, keyStart, valueEnd);
  const decisive = decisiveShapeKind(members);
  if (decisive !== undefined)
    return decided(decisive, 'shape', 'object-shape', shapeEvidence(scope, open, keyStart, members));
  const container = open >= 0 ? containerVerdict(scope, open) : undefined;
  if (container?.type === 'kind') return containerDecision(scope, container);
  // `MESSAGE\_UPDATE -> {"id": …}`: a gateway event printed before the object names it.
  const printed =
    open >= 0 && scope.text.charCodeAt(open) === 123 ? printedEventKind(scope.text, open, scope.lo) : undefined;
  if (printed !== undefined) return decidedBy(printed, 'event', 'printed-event');
  const shape = shapeKind(members);
  if (shape !== undefined)
    return decided(shape, 'shape', 'object-shape', shapeEvidence(scope, open, keyStart, members));
  if (open < 0 || container === undefined) return undefined;
  if (container.type === 'generic') {
    const event = eventPayloadKind(siblingsOfContainer(scope, open, container.labelStart));
    return event === undefined
      ? undefined
      : decided(event, 'event', 'event-payload', labelEvidence(scope.text, container.labelStart, container.words));
  }
  return container.type === 'unlabeled' ? climb(scope, open) : undefined;
}

export function climb(scope: Scope, innerOpen: number): Decision | undefined {
  let open = innerOpen;
  for (let level = 0; level < MAX_CLIMB; level++) {
    open = findOpener(scope.text, open, scope.lo, undefined, scope.walks);
    if (open < 0) return undefined;
    const container = containerVerdict(scope, open);
    if (container.type === 'kind') return containerDecision(scope, container);
    if (container.type !== 'unlabeled') return undefined;
  }
  return undefined;
}

export type ContainerVerdict = (NameVerdict & { labelStart: number; words: string[] }) | { type: 'unlabeled' };

/** The kind a container's label names, as a decision of the collection-name rule. */
export function containerDecision(scope: Scope, container: Extract<ContainerVerdict, { type: 'kind' }>): Decision {
  return decided(
    container.kind,
    'container',
    'collection-name',
    labelEvidence(scope.text, container.labelStart, container.words),
  );
}

/** What the name a container is stored under says. Keys that are ids themselves ("123": {…}) name nothing. */
export function containerVerdict(scope: Scope, open: number): ContainerVerdict {
  const { text, lo } = scope;
  const label = labelOf(text, open, lo);
  if (label === undefined || (label.words.length === 1 && /^\d+$/.test(label.words[0]!))) return { type: 'unlabeled' };
  const qualified = qualifiedContainerKind(label.words.join('_'), siblingsOfContainer(scope, open, label.start));
  if (qualified !== undefined)
    return { type: 'kind', kind: qualified, word: label.words.join('_'), labelStart: label.start, words: label.words };
  return { ...nameVerdict([label.words], true), labelStart: label.start, words: label.words };
}

/** The members of the object that holds the container opened at `open` under the label at `labelStart`. */
function siblingsOfContainer(scope: Scope, open: number, labelStart: number): Members {
  const members: Members = new Map();
  findOpener(scope.text, labelStart, scope.lo, members, scope.walks);
  const close = findCloser(scope.text, open + 1, scope.hi, undefined, scope.walks);
  if (close >= 0) findCloser(scope.text, close + 1, scope.hi, members, scope.walks);
  return members;
}
