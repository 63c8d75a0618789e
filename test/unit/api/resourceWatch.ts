// What a fault leaves behind: timers a quiet process keeps creating (a wake-up loop) and heap it keeps.
import { createHook } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Heap and buffers still reachable after a full collection. */
export function retainedBytes(): number {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

/** How many timers are created while `ms` pass with nothing asked of the process. */
export async function timersCreatedWhileQuiet(ms: number): Promise<number> {
  let created = 0;
  const hook = createHook({
    init(_id, type) {
      if (type === 'Timeout') created++;
    },
  });
  const quiet = new Promise((resolve) => setTimeout(resolve, ms));
  hook.enable();
  try {
    await quiet;
  } finally {
    hook.disable();
  }
  return created;
}
