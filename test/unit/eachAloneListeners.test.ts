// Each test alone is a mocha run of its own in one extension host. That host's `process.on` wraps every
// uncaughtException listener (VS Code's extensionHostProcess.js does so), so mocha's removeListener of its own listener
// found nothing, and each run left one behind: a MaxListenersExceededWarning at the tenth run, in every each-alone log.
import * as assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { removeListenersAddedSince } from '../integration/runOrder';

/** A process whose `on` wraps uncaughtException listeners as the extension host's does. */
function wrappingProcess(): EventEmitter {
  const target = new EventEmitter();
  const on = target.on.bind(target);
  target.on = (event: string | symbol, listener: (...args: unknown[]) => void) => {
    const wrapped =
      event === 'uncaughtException'
        ? (...args: unknown[]) => {
            try {
              listener(...args);
            } catch {
              // as the extension host does
            }
          }
        : listener;
    return on(event, wrapped);
  };
  return target;
}

describe('each test alone leaves no process listener behind', () => {
  it("a run's uncaughtException listener goes, even wrapped; those from before stay", () => {
    const target = wrappingProcess();
    const host = (): void => undefined;
    target.on('uncaughtException', host);
    for (let run = 0; run < 12; run++) {
      const before = target.listeners('uncaughtException');
      // What mocha's runner does in a run: on, then removeListener of the same function at its end.
      const mochas = (): void => undefined;
      target.on('uncaughtException', mochas);
      target.removeListener('uncaughtException', mochas);
      assert.equal(target.listenerCount('uncaughtException'), 2, 'the wrapped listener outlives removeListener');
      removeListenersAddedSince(before, target);
      assert.equal(target.listenerCount('uncaughtException'), 1, `after run ${run + 1}`);
    }
  });
});
