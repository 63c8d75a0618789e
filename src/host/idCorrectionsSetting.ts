// The setting profileLookup.ids.corrections, read and written in one place: every surface that classifies ids (a
// hover's typed id, the Ids view's scan, the idsInText tool, terminal links) reads it when it classifies, so a change
// of the setting (a correction made, an entry removed by hand) holds at once everywhere.
import * as vscode from 'vscode';
import {
  IdCorrections,
  readCorrections,
  withCorrection,
  withoutCorrection,
  type IdCorrection,
} from '../ids/corrections';

const SECTION = 'profileLookup';
const KEY = 'ids.corrections';
export const ID_CORRECTIONS_SETTING = `${SECTION}.${KEY}`;

/**
 * The corrections as last read, until the setting changes: a hover reads them every time, and VS Code hands out a
 * fresh copy of an array setting on each read (bench/hover.bench.ts: 50 entries read each hover cost x2.5 the hover).
 */
let current: IdCorrections | undefined;
/** Forgets `current` when the setting changes; registered by the first read, for the life of the extension host. */
let watching: vscode.Disposable | undefined;

/**
 * The corrections in force in this window (the workspace's, else the user's). Never throws on a bad value. Within a
 * configuration change's own listeners, read them after a turn (the Ids view's rescan does): this module's listener
 * may come after yours.
 */
export function readIdCorrections(): IdCorrections {
  watching ??= vscode.workspace.onDidChangeConfiguration((e) => {
    if (e.affectsConfiguration(ID_CORRECTIONS_SETTING)) current = undefined;
  });
  current ??= readCorrections(vscode.workspace.getConfiguration(SECTION).get<unknown>(KEY)).corrections;
  return current;
}

/** For the benchmarks, whose stand-in of VS Code changes settings without an event: the next read reads them again. */
export function forgetIdCorrections(): void {
  current = undefined;
}

/** Where a correction is kept: the workspace's settings, or the user's when no folder is open (there is no workspace). */
function targetForNew(): vscode.ConfigurationTarget {
  return vscode.workspace.workspaceFolders !== undefined || vscode.workspace.workspaceFile !== undefined
    ? vscode.ConfigurationTarget.Workspace
    : vscode.ConfigurationTarget.Global;
}

/**
 * Adds `correction` (replacing one of the same evidence); resolves to where it was written, or undefined when nothing
 * was: the setting there holds something that is no list, which is not overwritten.
 */
export async function addIdCorrection(correction: IdCorrection): Promise<vscode.ConfigurationTarget | undefined> {
  const target = targetForNew();
  const config = vscode.workspace.getConfiguration(SECTION);
  const inspected = config.inspect<unknown>(KEY);
  const current = target === vscode.ConfigurationTarget.Workspace ? inspected?.workspaceValue : inspected?.globalValue;
  const next = withCorrection(current, correction);
  if (next === undefined) return undefined;
  await config.update(KEY, next, target);
  return target;
}

/** Removes the corrections of `scope` wherever they are written (the workspace's settings or the user's). */
export async function removeIdCorrection(scope: string): Promise<boolean> {
  const config = vscode.workspace.getConfiguration(SECTION);
  const inspected = config.inspect<unknown>(KEY);
  let removed = false;
  const places: [unknown, vscode.ConfigurationTarget][] = [
    [inspected?.workspaceValue, vscode.ConfigurationTarget.Workspace],
    [inspected?.globalValue, vscode.ConfigurationTarget.Global],
  ];
  for (const [value, target] of places) {
    if (!Array.isArray(value)) continue;
    const kept = withoutCorrection(value, scope);
    if (kept.length === value.length) continue;
    await config.update(KEY, kept.length === 0 ? undefined : kept, target);
    removed = true;
  }
  return removed;
}
