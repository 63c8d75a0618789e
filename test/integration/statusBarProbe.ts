// The status bar item as the workbench shows it: read from the page's DOM through the harness's probe
// (test/harness/workbenchProbe.mjs), and as the extension says it is (its exports), waiting for either to settle.
import * as assert from 'node:assert/strict';
import type { ProfileLookupExports } from '../../src/extension';
import type { StatusKind, StatusView } from '../../src/features/apiKey/core/statusView';
import { EXTENSION_ID, sleep } from './fixture';
import { PATIENCE_MS } from './patience';
import { hasWorkbenchProbe, readWorkbenchPage } from './workbenchPage';

export interface StatusBarEntry {
  id: string;
  text: string;
  labels: string[];
}

/** The item's element id: `<publisher>.<name>.<item id>`. */
export const STATUS_ELEMENT_ID = `${EXTENSION_ID}.profileLookup.status`;

/** The status bar items of this extension in the page, now. */
export function statusBarEntries(): Promise<StatusBarEntry[]> {
  return readWorkbenchPage<StatusBarEntry[]>(`/statusbar?id=${encodeURIComponent(STATUS_ELEMENT_ID)}`);
}

/** Waits until the extension's view of the item is `kind`, then (where there is a page) until the DOM says `words`. */
export async function waitForStatus(
  api: ProfileLookupExports,
  kind: StatusKind,
  words: RegExp,
  timeoutMs = PATIENCE_MS,
): Promise<{ view: StatusView; entry?: StatusBarEntry }> {
  const deadline = Date.now() + timeoutMs;
  let view = api.statusBar();
  while (view?.kind !== kind && Date.now() < deadline) {
    await sleep(100);
    view = api.statusBar();
  }
  assert.equal(view?.kind, kind, `the item's state (its label: ${view?.label})`);
  assert.match(view.label, words);
  if (!hasWorkbenchProbe()) return { view };
  let entry: StatusBarEntry | undefined;
  let last = '';
  while (Date.now() < deadline) {
    const entries = await statusBarEntries();
    entry = entries.find((e) => words.test(e.text) || e.labels.some((l) => words.test(l)));
    if (entry !== undefined) return { view, entry };
    last = JSON.stringify(entries);
    await sleep(150);
  }
  assert.fail(`the status bar item in the page never said ${words}: ${last}`);
}
