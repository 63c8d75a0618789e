// What the containers around an id say: the object holding an "id" member (its shape, the name it is stored under,
// the event printed before it or named beside it), and the named container an unnamed value climbs to. Shared by the
// classifier's decisions (classifyId.ts) through the Scope each classification reads.
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
  if (decisive !== undefined) return { kind: decisive, signal: 'shape' };
  const container = open >= 0 ? containerVerdict(scope, open) : undefined;
  if (container?.type === 'kind') return { kind: container.kind, signal: 'container' };
  // `MESSAGE\_UPDATE -> {"id": …}`: a gateway event printed before the object names it.
  const printed =
    open >= 0 && scope.text.charCodeAt(open) === 123 ? printedEventKind(scope.text, open, scope.lo) : undefined;
  if (printed !== undefined) return { kind: printed, signal: 'event' };
  const shape = shapeKind(members);
  if (shape !== undefined) return { kind: shape, signal: 'shape' };
  if (open < 0 || container === undefined) return undefined;
  if (container.type === 'generic') {
    const event = eventPayloadKind(siblingsOfContainer(scope, open, container.labelStart));
    return event === undefined ? undefined : { kind: event, signal: 'event' };
  }
  return container.type === 'unlabeled' ? climb(scope, open) : undefined;
}

export function climb(scope: Scope, innerOpen: number): Decision | undefined {
  let open = innerOpen;
  for (let level = 0; level < MAX_CLIMB; level++) {
    open = findOpener(scope.text, open, scope.lo, undefined, scope.walks);
    if (open < 0) return undefined;
    const container = containerVerdict(scope, open);
    if (container.type === 'kind') return { kind: container.kind, signal: 'container' };
    if (container.type !== 'unlabeled') return undefined;
  }
  return undefined;
}

export type ContainerVerdict = (NameVerdict & { labelStart: number }) | { type: 'unlabeled' };

/** What the name a container is stored under says. Keys that are ids themselves ("123": {…}) name nothing. */
export function containerVerdict(scope: Scope, open: number): ContainerVerdict {
  const { text, lo } = scope;
  const label = labelOf(text, open, lo);
  if (label === undefined || (label.words.length === 1 && /^\d+$/.test(label.words[0]!))) return { type: 'unlabeled' };
  const qualified = qualifiedContainerKind(label.words.join('_'), siblingsOfContainer(scope, open, label.start));
  if (qualified !== undefined)
    return { type: 'kind', kind: qualified, word: label.words.join('_'), labelStart: label.start };
  return { ...nameVerdict([label.words], true), labelStart: label.start };
}

/** The members of the object that holds the container opened at `open` under the label at `labelStart`. */
function siblingsOfContainer(scope: Scope, open: number, labelStart: number): Members {
  const members: Members = new Map();
  findOpener(scope.text, labelStart, scope.lo, members, scope.walks);
  const close = findCloser(scope.text, open + 1, scope.hi, undefined, scope.walks);
  if (close >= 0) findCloser(scope.text, close + 1, scope.hi, members, scope.walks);
  return members;
}
