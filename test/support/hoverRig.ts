// The hover's two providers wired to the real data layer (src/api) against a stand-in on 127.0.0.1, for
// unit tests in plain Node. The `vscode` module and the text document are stand-ins (test/support/fakeVscode.ts
// says why); the same behaviour is checked in a real VS Code by test/integration/hover*.test.ts.
import type * as vscode from 'vscode';
import { installFakeVscode, type FakeVscode } from './fakeVscode';
export { fakeDocument } from './fakeDocument';
import type { Settings } from '../../src/host/settings';
import type { LazyUserService } from '../../src/host/lazyUserService';
import { silentLogger } from '../../src/log';
import type { HoverDecisions } from '../../src/features/hover/hoverDecisions';

/** Installs the `vscode` stand-in for the suite that calls it; the editor modules are required after it. */
/** Installs the fake `vscode` for the suite; what it recorded is read through the returned getter. */
export function useFakeVscode(): () => FakeVscode {
  let fake: FakeVscode | undefined;
  before(() => {
    fake = installFakeVscode();
  });
  after(() => fake?.uninstall());
  return () => fake!;
}

/** The position of `needle`'s `at`-th character in the document. */
export function positionOf(doc: vscode.TextDocument, needle: string, at = 3): vscode.Position {
  const index = doc.getText().indexOf(needle);
  if (index < 0) throw new Error(`${needle} is not in the document`);
  return doc.positionAt(index + at);
}

export interface Cancellable {
  token: vscode.CancellationToken;
  cancel(): void;
}

/** A cancellation token the test cancels, as the hover's is when the mouse leaves. */
export function cancellable(): Cancellable {
  let cancelled = false;
  const listeners = new Set<() => void>();
  const token = {
    get isCancellationRequested() {
      return cancelled;
    },
    onCancellationRequested(listener: () => void) {
      listeners.add(listener);
      return { dispose: () => listeners.delete(listener) };
    },
  } as unknown as vscode.CancellationToken;
  return {
    token,
    cancel: () => {
      cancelled = true;
      for (const l of listeners) l();
    },
  };
}

export interface HoverParts {
  facts: Promise<string | undefined>;
  profile: Promise<string | undefined>;
}

export interface HoverRig {
  /** Asks both providers for one hover, as VS Code does: the facts part first. */
  hover(doc: vscode.TextDocument, position: vscode.Position, token?: vscode.CancellationToken): HoverParts;
  service: LazyUserService;
  decisions: HoverDecisions;
  /** How many hovers were shown (the walkthrough's step). */
  hovered(): number;
  setKey(key: string | undefined): void;
  dispose(): void;
}

let keyCounter = 0;
/** A key of the stand-in's test family, with its own rate-limit bucket. */
export function testKey(label: string): string {
  return `lorixp_test_${label}_${++keyCounter}_${Math.random().toString(36).slice(2, 10)}`;
}

function markdownOf(hover: vscode.Hover | null | undefined): string | undefined {
  if (!hover) return undefined;
  return hover.contents.map((c) => (typeof c === 'string' ? c : c.value)).join('\n');
}

/** Requires the editor modules (after useFakeVscode's hook ran) and wires them as extension.ts does. */
/** `storageFolder`: the global storage folder where profiles are remembered (none: nothing is remembered). */
export function hoverRig(options: {
  baseUrl: string;
  key?: string;
  settings?: Partial<Settings>;
  storageFolder?: string;
}): HoverRig {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { ApiKeyStore } =
    require('../../src/features/apiKey/apiKeyStore') as typeof import('../../src/features/apiKey/apiKeyStore');
  const { LazyUserService } =
    require('../../src/host/lazyUserService') as typeof import('../../src/host/lazyUserService');
  const { HoverDecisions } =
    require('../../src/features/hover/hoverDecisions') as typeof import('../../src/features/hover/hoverDecisions');
  const { IdFactsHoverProvider, ProfileHoverProvider } =
    require('../../src/features/hover/hoverProvider') as typeof import('../../src/features/hover/hoverProvider');
  const { createUserService } = require('../../src/api/userService') as typeof import('../../src/api/userService');
  const { EventEmitter } = require('vscode') as typeof import('vscode');
  const { useTranslator } = require('../../src/l10n') as typeof import('../../src/l10n');
  /* eslint-enable @typescript-eslint/no-require-imports */

  let key = options.key;
  const secretChanged = new EventEmitter<{ key: string }>();
  const secrets = {
    get: async () => key,
    store: async () => undefined,
    delete: async () => undefined,
    onDidChange: secretChanged.event,
  } as unknown as vscode.SecretStorage;
  const value: Settings = {
    baseUrl: options.baseUrl,
    requestTimeoutMs: 5000,
    cacheTtlMs: 300_000,
    hoverEnabled: true,
    hoverDisabledLanguages: [],
    hoverShardCount: 0,
    hoverUnknownIds: 'lookUp',
    proxy: '',
    proxyStrictSSL: true,
    panelReuse: true,
    statusBarEnabled: true,
    rememberProfiles: options.storageFolder !== undefined,
    ...options.settings,
  };
  const settingsChanged = new EventEmitter<{ previous: Settings; current: Settings }>();
  const settings = { value, onChange: settingsChanged.event } as never;
  const apiKey = new ApiKeyStore(secrets);
  const service = new LazyUserService(settings, apiKey, silentLogger, options.storageFolder, () => ({
    createUserService,
  }));
  let shown = 0;
  const progress = { hovered: () => void shown++ };
  const decisions = new HoverDecisions(settings, apiKey, service);
  const facts = new IdFactsHoverProvider(decisions, service, progress);
  const profile = new ProfileHoverProvider(decisions, service, progress);
  return {
    hover(doc, position, token = cancellable().token) {
      return {
        facts: Promise.resolve(facts.provideHover(doc, position)).then(markdownOf),
        profile: Promise.resolve(profile.provideHover(doc, position, token)).then(markdownOf),
      };
    },
    service,
    decisions,
    hovered: () => shown,
    setKey(next) {
      key = next;
      secretChanged.fire({ key: 'profileLookup.apiKey' });
    },
    dispose() {
      service.dispose();
      apiKey.dispose();
      // The data layer installs VS Code's translator for every layer (src/l10n.ts); put the plain one back.
      useTranslator(undefined);
    },
  };
}
