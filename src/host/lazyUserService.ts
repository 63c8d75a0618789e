import * as vscode from 'vscode';
import type { LookupOptions, LookupResult, LookupWait, ServiceState, UserProfile, UserService } from '../api/model/types';
import { loadChunk } from './chunkLoader';
import type { Settings, SettingsStore } from './settings';
import type { Logger } from '../log';
import { Disposable } from './disposable';

/** The data layer's bundle, dist/api/chunk.js. */
export type ApiChunk = typeof import('../api/chunk');

/** The API key as the data layer reads it: the apiKey feature's store, handed over by the composition root. */
export interface ApiKeySource {
  get(): Promise<string | undefined>;
  readonly onDidChange: vscode.Event<void>;
}

/**
 * The data layer as the editor uses it, loaded lazily: the layer (undici + zod, dist/api/chunk.js) is required on
 * the first lookup, not at activation, so activation only pays for this small class. It keeps the layer's
 * settings and cache in step with the editor's settings and API key.
 */
export class LazyUserService extends Disposable {
  private service: UserService | undefined;
  private readonly stateEmitter = this.register(new vscode.EventEmitter<void>());
  /** Fires (at most every STATE_EVENT_MS) when state() changed: queue, outcome, rate limit, owner. */
  readonly onDidChangeState = this.stateEmitter.event;
  private stateTimer: ReturnType<typeof setTimeout> | undefined;
  private unsubscribeState: (() => void) | undefined;

  constructor(
    private readonly settings: SettingsStore,
    private readonly apiKey: ApiKeySource,
    private readonly log: Logger,
    private readonly loadApi: () => ApiChunk = () => loadChunk<ApiChunk>('api'),
  ) {
    super();
    this.registerAll(
      settings.onChange(({ current }) => this.service?.configure(serviceOptions(current))),
      apiKey.onDidChange(() => this.service?.keyChanged()),
    );
  }

  /** Never rejects: every failure is a LookupResult with a typed error. */
  lookup(id: string, options?: LookupOptions): Promise<LookupResult> {
    return this.ensure().lookup(id, options);
  }

  /** A fresh cached profile, or undefined; never loads the data layer or sends a request. */
  peek(id: string): UserProfile | undefined {
    return this.service?.peek(id);
  }

  /** Why a lookup of `id` would wait, if worth saying; never loads the data layer or sends a request. */
  waitFor(id: string): LookupWait | undefined {
    return this.service?.waitFor(id);
  }

  /** The data layer's state; before the first lookup (the layer not loaded), an idle queue and nothing known. */
  state(): ServiceState {
    return this.service?.state() ?? { queued: 0, waitingForKey: false };
  }

  /** A burst of queue changes (the Ids view queues hundreds) is one event. */
  private stateChanged(): void {
    this.stateTimer ??= setTimeout(() => {
      this.stateTimer = undefined;
      this.stateEmitter.fire();
    }, STATE_EVENT_MS);
  }

  private ensure(): UserService {
    if (!this.service) {
      const api = this.loadApi();
      this.service = api.createUserService({
        ...serviceOptions(this.settings.value),
        getApiKey: () => this.apiKey.get(),
        log: this.log,
      });
      this.unsubscribeState = this.service.onStateChange(() => this.stateChanged());
    }
    return this.service;
  }

  override dispose(): void {
    super.dispose();
    this.unsubscribeState?.();
    clearTimeout(this.stateTimer);
    void this.service?.dispose();
    this.service = undefined;
  }
}

const STATE_EVENT_MS = 100;

function serviceOptions(s: Settings) {
  return {
    baseUrl: s.baseUrl,
    requestTimeoutMs: s.requestTimeoutMs,
    cacheTtlMs: s.cacheTtlMs,
    proxy: s.proxy,
    proxyStrictSSL: s.proxyStrictSSL,
  };
}

