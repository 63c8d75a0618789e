// The rooms' walls (CONTRIBUTING.md, "the map of the house"): a feature imports no other feature's editor side (the
// composition root hands one what it needs of another; its vscode-free core/ it may reuse, as the folder view reuses
// the Ids view's table, rows and export), the shared editor layer src/host imports no feature, and the
// shared layers below (ids, api, markup, profile, text) import neither. Read from the import graph of src/, type-only
// imports included, so a wall crossed only by a type still counts.
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { importGraph, type ImportGraph } from '../support/importGraph';

const root = join(__dirname, '..', '..');

/** The room a file of src/ lives in: a feature's name, 'host', a shared layer, or 'root'. */
function roomOf(file: string): string {
  const feature = /^features\/([^/]+)\//.exec(file);
  if (feature) return `features/${feature[1]}`;
  const top = /^([^/]+)\//.exec(file);
  return top ? top[1]! : 'root';
}

/** Every import that crosses from one room into another that `allowed` refuses, as "from -> to". */
function crossings(graph: ImportGraph, allowed: (from: string, to: string, target: string) => boolean): string[] {
  const found: string[] = [];
  for (const [file, imports] of graph) {
    for (const target of imports) {
      const from = roomOf(file);
      const to = roomOf(target);
      if (from !== to && !allowed(from, to, target)) found.push(`${file} -> ${target}`);
    }
  }
  return found;
}

const SHARED_LAYERS = new Set(['model', 'ids', 'api', 'markup', 'profile', 'text']);

/** A feature's editor-free logic (features/<name>/core/): pure, so another feature may reuse it rather than copy it. */
function isFeatureCore(target: string): boolean {
  return /^features\/[^/]+\/core\//.test(target);
}

function wallsHold(from: string, to: string, target: string): boolean {
  // Only the composition root (src/extension.ts) reaches into the rooms; another feature only into their core/.
  if (to.startsWith('features/')) return from === 'root' || (from.startsWith('features/') && isFeatureCore(target));
  if (to === 'host') return !SHARED_LAYERS.has(from);
  return true;
}

describe('the rooms of src/', () => {
  const graph = importGraph(join(root, 'src'));

  it('no feature imports another feature, src/host imports no feature, and the shared layers import no editor side', () => {
    assert.ok(graph.size > 100, `read ${graph.size} files`);
    assert.deepEqual(crossings(graph, wallsHold), []);
  });

  it('finds a crossing when there is one: a feature into another (but its core/), host into a feature, a shared layer into host', () => {
    const made: ImportGraph = new Map([
      ['features/hover/hoverProvider.ts', ['features/panel/profilePanel.ts', 'api/model/types.ts']],
      ['features/folderIds/core/folderRows.ts', ['features/idsView/core/rowText.ts', 'features/idsView/idsTree.ts']],
      ['host/lazyUserService.ts', ['features/idsView/core/idTable.ts']],
      ['host/settings.ts', ['features/apiKey/apiKeyStore.ts']],
      ['profile/profileView.ts', ['host/settings.ts']],
      ['extension.ts', ['features/hover/hoverProvider.ts', 'host/settings.ts']],
    ]);
    assert.deepEqual(crossings(made, wallsHold), [
      'features/hover/hoverProvider.ts -> features/panel/profilePanel.ts',
      'features/folderIds/core/folderRows.ts -> features/idsView/idsTree.ts',
      'host/lazyUserService.ts -> features/idsView/core/idTable.ts',
      'host/settings.ts -> features/apiKey/apiKeyStore.ts',
      'profile/profileView.ts -> host/settings.ts',
    ]);
  });
});

// The floors of the house, lowest first (CONTRIBUTING.md, "the floors"): a file imports only its own room and the rooms
// on floors below it. The model (User, LookupError, the view's shapes) is the ground floor, with the root's plain
// modules every layer uses (l10n, log, commandIds); api/ builds a profile's view when it reads an answer, so it stands
// above profile/, and profile/ reads the model, never api/.
const FLOORS: ReadonlyArray<readonly string[]> = [
  ['model', 'root'],
  ['ids'],
  ['text', 'markup'],
  ['profile'],
  ['api'],
  ['host'],
  ['features/*'],
];

function floorOf(room: string, file: string): number {
  if (room === 'root' && file === 'extension.ts') return FLOORS.length;
  const name = room.startsWith('features/') ? 'features/*' : room;
  const floor = FLOORS.findIndex((rooms) => rooms.includes(name));
  if (floor < 0) throw new Error(`${file}: the room ${room} is on no floor; give it one in FLOORS`);
  return floor;
}

/** Every import from a file to a room on its own floor or above (its own room excepted), as "from -> to". */
function upwardImports(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [file, imports] of graph) {
    const from = roomOf(file);
    for (const target of imports) {
      const to = roomOf(target);
      if (from === to || (from.startsWith('features/') && to.startsWith('features/'))) continue;
      if (floorOf(to, target) >= floorOf(from, file)) found.push(`${file} -> ${target}`);
    }
  }
  return found;
}

describe('the floors of src/', () => {
  const graph = importGraph(join(root, 'src'));

  it('no import runs from a floor up to a higher one, or across rooms of one floor', () => {
    assert.deepEqual(upwardImports(graph), []);
  });

  it('finds an upward import when there is one: the model into profile, profile into api, markup into text', () => {
    const made: ImportGraph = new Map([
      ['model/user.ts', ['model/viewTypes.ts', 'profile/viewTypes.ts']],
      ['profile/errorIcon.ts', ['model/lookupError.ts', 'api/serviceTypes.ts']],
      ['markup/renderHtml.ts', ['text/scan.ts', 'ids/snowflake.ts']],
      ['api/http/client.ts', ['profile/profileView.ts', 'model/user.ts', 'log.ts']],
      ['extension.ts', ['features/hover/hoverProvider.ts', 'host/settings.ts']],
    ]);
    assert.deepEqual(upwardImports(made), [
      'model/user.ts -> profile/viewTypes.ts',
      'profile/errorIcon.ts -> api/serviceTypes.ts',
      'markup/renderHtml.ts -> text/scan.ts',
    ]);
  });
});
