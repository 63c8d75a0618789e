// What the containers around an id say, read for the rules (rules/): the name a list, map, call or object is stored
// under, the members of the object holding an "id", the named container an unnamed one climbs to, and the evidence
// each of them is. Every read lies within the Scope's window.
import { MAX_EVIDENCE, nameSpanAt, type Evidence, type Found } from './evidence';
import { callNameVerdict, nameVerdict, type NameVerdict } from '../idVocabulary';
import { lineEndAt } from './lines';
import { qualifiedContainerKind } from './objectShape';
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

/** How many unnamed containers (array elements, the objects in them) are climbed to find a named one. */
const MAX_CLIMB = 4;

/** The evidence a container's label is: its name as written, keyed by its words. */
export function labelEvidence(text: string, labelStart: number, words: readonly string[]): Evidence {
  return { ...nameSpanAt(text, labelStart), key: words.join('_') };
}

/** The evidence an object's shape is: its opening line, keyed by its members' names. */
export function shapeEvidence(scope: Scope, open: number, keyStart: number, members: Members): Evidence {
  const at = open >= 0 ? open : keyStart;
  const key = [...members.keys()].sort().join(',');
  return { start: at, end: lineEndAt(scope.text, at, Math.min(scope.hi, at + MAX_EVIDENCE + 1)), key: `{${key}}` };
}

/** The members of the object holding a member that starts at `keyStart` and whose value ends at `valueEnd`. */
export function membersAround(scope: Scope, keyStart: number, valueEnd: number): { open: number; members: Members } {
  const members: Members = new Map();
  const open = findOpener(scope.text, keyStart, scope.lo, members, scope.walks);
  findCloser(scope.text, valueEnd, scope.hi, members, scope.walks);
  return { open, members };
}

/** The kind the nearest named container around the unnamed one opened at `innerOpen` names, and its label. */
export function climb(scope: Scope, innerOpen: number): Found | undefined {
  let open = innerOpen;
  for (let level = 0; level < MAX_CLIMB; level++) {
    open = findOpener(scope.text, open, scope.lo, undefined, scope.walks);
    if (open < 0) return undefined;
    const container = containerVerdict(scope, open);
    if (container.type === 'kind')
      return { kind: container.kind, ...labelEvidence(scope.text, container.labelStart, container.words) };
    if (container.type !== 'unlabeled') return undefined;
  }
  return undefined;
}

export type ContainerVerdict = (NameVerdict & { labelStart: number; words: string[] }) | { type: 'unlabeled' };

/** What the name a container is stored under says. Keys that are ids themselves ("123": {…}) name nothing. */
export function containerVerdict(scope: Scope, open: number): ContainerVerdict {
  const { text, lo } = scope;
  const label = labelOf(text, open, lo);
  if (label === undefined || (label.words.length === 1 && /^\d+$/.test(label.words[0]!))) return { type: 'unlabeled' };
  const qualified = qualifiedContainerKind(label.words.join('_'), siblingsOfContainer(scope, open, label.start));
  if (qualified !== undefined)
    return { type: 'kind', kind: qualified, word: label.words.join('_'), labelStart: label.start, words: label.words };
  // `send_user_message(<id>, …)`: a call named for a person and a kind names none of its arguments.
  const verdict = text.charCodeAt(open) === 40 ? callNameVerdict(label.words, true) : nameVerdict([label.words], true);
  return { ...verdict, labelStart: label.start, words: label.words };
}

/** The members of the object that holds the container opened at `open` under the label at `labelStart`. */
export function siblingsOfContainer(scope: Scope, open: number, labelStart: number): Members {
  const members: Members = new Map();
  findOpener(scope.text, labelStart, scope.lo, members, scope.walks);
  const close = findCloser(scope.text, open + 1, scope.hi, undefined, scope.walks);
  if (close >= 0) findCloser(scope.text, close + 1, scope.hi, members, scope.walks);
  return members;
}
