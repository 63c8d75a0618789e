// What only the workbench page knows, asked through the harness's probe (test/harness/workbenchProbe.mjs), whose
// address the code-server launcher passes as INTEGRATION_WORKBENCH_PROBE. The desktop launcher has no page to read.
import * as assert from 'node:assert/strict';

/** Whether this run has a workbench page to read (the code-server launcher; not the desktop one). */
export function hasWorkbenchProbe(): boolean {
  return !!process.env.INTEGRATION_WORKBENCH_PROBE;
}

/** The probe's answer to `route` (`/notifications`, `/statusbar?id=…`, `/walkthrough`), read from the page now. */
export async function readWorkbenchPage<T>(route: string): Promise<T> {
  const probe = process.env.INTEGRATION_WORKBENCH_PROBE;
  assert.ok(probe, 'the launcher passes INTEGRATION_WORKBENCH_PROBE');
  const res = await fetch(`${probe}${route}`);
  assert.equal(res.status, 200, 'the probe read the page');
  return (await res.json()) as T;
}
