// Mocha root-hook plugin of the unit suite (named in .mocharc.cjs): what every unit test gets, whichever file
// it is in. After each test the services and stand-ins it made are closed, then the process must have seen no
// uncaught error, unhandled rejection or timer overflow; after the whole run, no API key may be in any message.
import { closeHarnessResources } from './api/serviceHarness';
import { assertNoKeyLeaks } from './api/keyLeakWatch';
import { assertProcessQuiet, forgetProcessEvents, startProcessWatch } from './api/processWatch';

export const mochaHooks = {
  beforeAll(): void {
    startProcessWatch();
  },
  beforeEach(): void {
    forgetProcessEvents();
  },
  async afterEach(): Promise<void> {
    await closeHarnessResources();
    await assertProcessQuiet();
  },
  afterAll(): void {
    assertNoKeyLeaks();
  },
};
