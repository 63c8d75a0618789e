// Fails the test during which the process saw an uncaught exception, an unhandled rejection or a
// TimeoutOverflowWarning (a timer armed past 2^31-1 ms, which Node fires after 1 ms instead). Mocha reports
// the first two on its own, but only against whichever test runs when they surface; this names them per
// test, and catches the warning, which Mocha does not see at all. Run by the unit suite's root hooks
// (test/unit/rootHooks.ts) after the clean-up, so that what closing services and stand-ins raises counts too.
import assert from 'node:assert/strict';

const seen: string[] = [];
let registered = false;

/** Starts listening, once per process. */
export function startProcessWatch(): void {
  if (registered) return;
  registered = true;
  process.on('uncaughtExceptionMonitor', (err) => seen.push(`uncaught exception: ${String(err)}`));
  process.on('unhandledRejection', (reason) => seen.push(`unhandled rejection: ${String(reason)}`));
  process.on('warning', (warning) => {
    if (warning.name === 'TimeoutOverflowWarning') seen.push(`timer overflow: ${warning.message}`);
  });
}

export function forgetProcessEvents(): void {
  seen.length = 0;
}

/** Fails when the test just over raised anything; called after the test's services and stand-ins are closed. */
export async function assertProcessQuiet(): Promise<void> {
  // Errors from a socket closed at the end of the test surface an I/O turn later.
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(seen.splice(0), [], 'no uncaught error, unhandled rejection or timer overflow');
}
