// How long an integration test waits, at most, for something that should happen. Tests wait for the condition, and
// this only bounds a wait that would never end: generous, since on a loaded machine (a load of 13 on 2 cores) the
// workbench and the extension host take seconds where they take milliseconds when idle. A test's mocha time-out
// (index.ts) fits two such waits.
export const PATIENCE_MS = 60_000;
