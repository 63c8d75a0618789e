// The corpus of real Discord payloads in test/corpus/discord-payloads, with the hand label of every id in it.
// Where an id stands is read with jsonc-parser (a full JSON parser, independent of the classifier under
// test); what each place means is written by hand in labels.json. Shared by the unit test and the bench.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseTree, type Node } from 'jsonc-parser';
import { findIdsInText } from '../../../src/ids/findId';
import { ID_KINDS, isLookedUpAsUser, type IdKind } from '../../../src/ids/idKind';

export const CORPUS_DIR = join(__dirname, '..', '..', 'corpus', 'discord-payloads');
/** Pinned clock for id detection, as in the other id tests. */
export const CORPUS_NOW_MS = Date.UTC(2026, 10, 22);

export interface CorpusFile {
  /** Path under the corpus folder, e.g. "disgord/guild-complete-guild.json". */
  name: string;
  text: string;
}

export interface LabelledId {
  file: string;
  path: string;
  id: string;
  start: number;
  end: number;
  truth: IdKind;
  /** Why the payload's text does not show the kind, when it does not. */
  opaque?: string;
}

interface LabelsFile {
  fields: Record<string, string>;
  files: Record<string, Record<string, string>>;
  opaque: Record<string, string>;
}

export function loadCorpusFiles(): CorpusFile[] {
  const files: CorpusFile[] = [];
  for (const source of readdirSync(CORPUS_DIR, { withFileTypes: true })) {
    if (!source.isDirectory()) continue;
    for (const file of readdirSync(join(CORPUS_DIR, source.name)).sort()) {
      if (file.endsWith('.json'))
        files.push({ name: `${source.name}/${file}`, text: readFileSync(join(CORPUS_DIR, source.name, file), 'utf8') });
    }
  }
  return files;
}

/**
 * Every id detected in the corpus with its label. Throws when an id has no label, a label matches
 * nothing, or a label names no kind: a corpus that drifts from its labels must not be scored.
 */
export function loadLabelledIds(): LabelledId[] {
  const labels = JSON.parse(readFileSync(join(CORPUS_DIR, 'labels.json'), 'utf8')) as LabelsFile;
  const used = new Set<string>();
  const out: LabelledId[] = [];
  for (const file of loadCorpusFiles()) {
    const tree = parseTree(file.text);
    if (tree === undefined) throw new Error(`${file.name} is not JSON`);
    const own = labels.files[file.name] ?? {};
    for (const match of findIdsInText(file.text, { nowMs: CORPUS_NOW_MS })) {
      const { path: anyIndexPath, exactPath } = jsonPathOf(tree, match.start, match.id, file.text);
      const path = own[exactPath] !== undefined ? exactPath : anyIndexPath;
      const ownLabel = own[path];
      const field = ownLabel === undefined ? fieldLabel(labels.fields, path) : undefined;
      const label = ownLabel ?? field?.kind;
      if (label === undefined) throw new Error(`no label for ${file.name} ${path} (${match.id})`);
      used.add(ownLabel !== undefined ? `${file.name} ${path}` : `field ${field!.field}`);
      const key = `${file.name} ${path}`;
      out.push({
        file: file.name,
        path,
        id: match.id,
        start: match.start,
        end: match.end,
        truth: asKind(label, key),
        opaque: labels.opaque[key],
      });
    }
  }
  const unused = [
    ...Object.entries(labels.files).flatMap(([file, paths]) => Object.keys(paths).map((path) => `${file} ${path}`)),
    ...Object.keys(labels.fields).map((field) => `field ${field}`),
  ].filter((key) => !used.has(key));
  if (unused.length > 0) throw new Error(`labels that match no id: ${unused.join(', ')}`);
  const strayOpaque = Object.keys(labels.opaque).filter(
    (key) => !out.some((entry) => `${entry.file} ${entry.path}` === key),
  );
  if (strayOpaque.length > 0) throw new Error(`opaque notes for no id: ${strayOpaque.join(', ')}`);
  return out;
}

function fieldLabel(fields: Record<string, string>, path: string): { field: string; kind: string } | undefined {
  for (const [field, kind] of Object.entries(fields)) {
    if (path === field || path.endsWith(`.${field}`)) return { field, kind };
  }
  return undefined;
}

function asKind(label: string, where: string): IdKind {
  if (!(ID_KINDS as readonly string[]).includes(label)) throw new Error(`${where}: "${label}" is not a kind`);
  return label as IdKind;
}

/**
 * The path of the JSON value holding the id at `offset`: .key for members, [n] for the top-level index,
 * [] for nested indexes (exactPath keeps them: labels may name one element), * for keys that are ids,
 * @key when the id is a key, ~n for the n-th id inside a longer string.
 */
function jsonPathOf(tree: Node, offset: number, id: string, text: string): { path: string; exactPath: string } {
  let path = '';
  let exactPath = '';
  const append = (segment: string, exact = segment): void => {
    path += segment;
    exactPath += exact;
  };
  let node: Node | undefined = tree;
  for (let depth = 0; node !== undefined; depth++) {
    const current: Node = node;
    const inside = (child: Node): boolean => child.offset <= offset && offset < child.offset + child.length;
    if (current.type === 'object') {
      const property = current.children?.find(inside);
      const [keyNode, valueNode] = property?.children ?? [];
      if (keyNode === undefined) break;
      const key = String(keyNode.value);
      append(`${path === '' ? '' : '.'}${/^\d+$/.test(key) ? '*' : key}`);
      if (inside(keyNode)) {
        append('@key');
        break;
      }
      node = valueNode;
    } else if (current.type === 'array') {
      const index = current.children?.findIndex(inside) ?? -1;
      if (index < 0) break;
      append(depth === 0 ? `[${index}]` : '[]', `[${index}]`);
      node = current.children?.[index];
    } else {
      if (current.type === 'string' && current.value !== id) {
        append(`~${text.slice(current.offset, offset).split(/\d{17,19}/).length - 1}`);
      }
      break;
    }
  }
  return { path, exactPath };
}

export interface CorpusScore {
  ids: number;
  userIds: number;
  /** Ids the classifier would look up as users (kind user or unknown). */
  lookedUp: number;
  /** Of those, how many are users. */
  lookedUpUsers: number;
  precision: number;
  recall: number;
  /** Precision over the ids whose kind the payload's text shows (the opaque ones left out). */
  precisionInKnownContexts: number;
  /** Share of ids given exactly their labelled kind. */
  kindAccuracy: number;
  /** Non-user ids that would be looked up as users, and users that would not be. */
  wrongLookups: LabelledId[];
  missedUsers: LabelledId[];
}

export function scoreCorpus(entries: readonly LabelledId[], kindOf: (entry: LabelledId) => IdKind): CorpusScore {
  let lookedUp = 0;
  let lookedUpUsers = 0;
  let lookedUpKnown = 0;
  let lookedUpKnownUsers = 0;
  let exact = 0;
  const wrongLookups: LabelledId[] = [];
  const missedUsers: LabelledId[] = [];
  for (const entry of entries) {
    const kind = kindOf(entry);
    if (kind === entry.truth) exact++;
    const user = entry.truth === 'user';
    if (isLookedUpAsUser(kind)) {
      lookedUp++;
      if (user) lookedUpUsers++;
      else wrongLookups.push(entry);
      if (entry.opaque === undefined) {
        lookedUpKnown++;
        if (user) lookedUpKnownUsers++;
      }
    } else if (user) {
      missedUsers.push(entry);
    }
  }
  const userIds = entries.filter((entry) => entry.truth === 'user').length;
  return {
    ids: entries.length,
    userIds,
    lookedUp,
    lookedUpUsers,
    precision: lookedUp === 0 ? 1 : lookedUpUsers / lookedUp,
    recall: userIds === 0 ? 1 : lookedUpUsers / userIds,
    precisionInKnownContexts: lookedUpKnown === 0 ? 1 : lookedUpKnownUsers / lookedUpKnown,
    kindAccuracy: entries.length === 0 ? 0 : exact / entries.length,
    wrongLookups,
    missedUsers,
  };
}
