// Builds user services against a stand-in for the api tests: every log line and failure message goes to
// the key-leak watch, and every service and stand-in is closed after each test (test/unit/rootHooks.ts).
import type { LookupOptions, UserService, UserServiceOptions } from '../../../src/api/serviceTypes';
import type { LookupResult } from '../../../src/model/user';
import { startStandIn, type StandIn, type StandInOptions } from '../../stand-in/server';
import { createUserService } from '../../../src/api/userService';
import { recordLine, recordResult, rememberKey } from './keyLeakWatch';
import { lineLogger } from '../../../src/log';

const standIns: StandIn[] = [];
const services: UserService[] = [];

/** Closes every service and stand-in a test made (the unit suite's root hooks call it after each test). */
export async function closeHarnessResources(): Promise<void> {
  await Promise.all(services.splice(0).map((s) => s.dispose()));
  await Promise.all(standIns.splice(0).map((s) => s.close()));
}

export async function standIn(options: StandInOptions = {}): Promise<StandIn> {
  const s = await startStandIn(options);
  standIns.push(s);
  return s;
}

let keyCounter = 0;
/** A key of its own: its own rate-limit bucket at the stand-in. */
export function freshKey(label: string): string {
  return rememberKey(`lorixp_test_${label}_${++keyCounter}_${Math.random().toString(36).slice(2, 10)}`);
}

export interface Harness {
  service: UserService;
  lines: string[];
  lookup(id: string, options?: LookupOptions): Promise<LookupResult>;
}

export function service(
  overrides: Partial<UserServiceOptions> & { baseUrl: string },
  key: string | undefined = freshKey('svc'),
): Harness {
  const lines: string[] = [];
  if (key !== undefined) rememberKey(key);
  const s = createUserService({
    requestTimeoutMs: 5000,
    cacheTtlMs: 300_000,
    getApiKey: () => Promise.resolve(key),
    ...overrides,
    log: lineLogger((line) => {
      lines.push(line);
      recordLine(line);
    }),
  });
  services.push(s);
  return { service: s, lines, lookup: async (id, options) => recordResult(await s.lookup(id, options)) };
}

/** Requests the stand-in (either origin) received for one user id. */
export function requestsFor(s: StandIn, id: string): StandIn['requests'] {
  return s.requests.filter((r) => r.path === `/v1/users/${id}`);
}
