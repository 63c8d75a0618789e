import { startStandIn, type StandIn, type StandInOptions } from '../../stand-in/server';

/**
 * Call inside `describe`: a `start` that starts a stand-in for the test, and a hook that closes every one a test
 * started once it is over.
 */
export function runningStandIns(): (options?: StandInOptions) => Promise<StandIn> {
  const running: StandIn[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((standIn) => standIn.close()));
  });
  return async (options = {}) => {
    const standIn = await startStandIn(options);
    running.push(standIn);
    return standIn;
  };
}
