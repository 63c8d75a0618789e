// State that must be one per process although the module holding it is copied: the integration suite is built as
// one bundle per test file (test/harness/buildTests.mjs), so a module-level `const` in a shared helper is a separate
// value in each file's copy, and what one test file recorded was unknown to the next. A value kept here is
// found under the same name by every copy in the process.

/** The value registered under `name` in this process, made by `make` the first time it is asked for. */
export function processWide<T>(name: string, make: () => T): T {
  const registry = globalThis as unknown as Record<symbol, unknown>;
  const key = Symbol.for(`profile-lookup.test.${name}`);
  if (!(key in registry)) registry[key] = make();
  return registry[key] as T;
}
