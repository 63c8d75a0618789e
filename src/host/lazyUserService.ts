import type { LookupOptions, LookupWait, ServiceState, UserService } from '../api/serviceTypes';
import type { LookupResult, UserProfile } from '../model/user';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { lazyPart, reportChunkFailure, type LazyPart } from './chunkLoader';
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
  private readonly api: LazyPart<ApiChunk>;
  /** Why the data layer could not be loaded (ChunkLoadError's message, in the display language), once it failed. */
  private apiFailure = '';
  private readonly stateEmitter = this.register(new vscode.EventEmitter<void>());
  /** Fires (at most every STATE_EVENT_MS) when state() changed: queue, outcome, rate limit, owner. */
  readonly onDidChangeState = this.stateEmitter.event;
  private stateTimer: ReturnType<typeof setTimeout> | undefined;
  private unsubscribeState: (() => void) | undefined;
  private unsubscribeRefresh: (() => void) | undefined;
  private readonly refreshEmitter = this.register(new vscode.EventEmitter<string>());
  /** A background refresh of a remembered profile ended (a newer profile, or why not): an open panel shows it. */
  readonly onDidRefreshProfile = this.refreshEmitter.event;

  constructor(
    private readonly settings: SettingsStore,
    private readonly apiKey: ApiKeySource,
    private readonly log: Logger,
    /** The extension's global storage folder (a local path), or undefined where it is not one: nothing is remembered. */
    private readonly storageFolder: string | undefined,
    loadApi?: () => ApiChunk,
  ) {
    super();
    this.api = lazyPart<ApiChunk>(
      'api',
      (error) => {
        this.apiFailure = error.message;
        reportChunkFailure(log, (message) => vscode.window.showErrorMessage(message))(error);
      },
      loadApi,
    );
    this.registerAll(
      settings.onChange(({ previous, current }) => {
        if (this.service) this.service.configure(this.serviceOptions(current));
        // Turning remembering off deletes the store, even before the data layer was ever loaded.
        else if (previous.rememberProfiles && !current.rememberProfiles) void this.deleteStore();
      }),
      apiKey.onDidChange(() => this.service?.keyChanged()),
    );
  }

  /** Never rejects: every failure is a LookupResult with a typed error (a data layer that cannot load: BrokenInstall). */
  lookup(id: string, options?: LookupOptions): Promise<LookupResult> {
    const service = this.ensure();
    if (service === undefined)
      return Promise.resolve({ ok: false, error: { kind: 'BrokenInstall', message: this.apiFailure } });
    return service.lookup(id, options);
  }

  /** A fresh cached profile, or undefined; never loads the data layer or sends a request. */
  peek(id: string): UserProfile | undefined {
    return this.service?.peek(id);
  }

  /** Why a lookup of `id` would wait, if worth saying; never loads the data layer or sends a request. */
  waitFor(id: string): LookupWait | undefined {
    return this.service?.waitFor(id);
  }

  /** Forgets every remembered profile (Forget Remembered Profiles). */
  async forgetRemembered(): Promise<void> {
    const service = this.ensure();
    // Without the data layer the store's folder is still deleted, as turning remembering off does.
    if (service === undefined) await this.deleteStore();
    else await service.forgetRemembered();
  }

  /** Writes the remembered profiles' pending batch (deactivation). */
  async flushRemembered(): Promise<void> {
    await this.service?.flushRemembered();
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

  /** The data layer, loaded now if it is not yet; undefined when it cannot be (said once, by the lazy part). */
  private ensure(): UserService | undefined {
    if (!this.service) {
      const api = this.api.get();
      if (api === undefined) return undefined;
      this.service = api.createUserService({
        ...this.serviceOptions(this.settings.value),
        getApiKey: () => this.apiKey.get(),
        log: this.log,
      });
      this.unsubscribeState = this.service.onStateChange(() => this.stateChanged());
      this.unsubscribeRefresh = this.service.onProfileRefreshed((id) => this.refreshEmitter.fire(id));
    }
    return this.service;
  }

  override dispose(): void {
    super.dispose();
    this.unsubscribeState?.();
    this.unsubscribeRefresh?.();
    clearTimeout(this.stateTimer);
    void this.service?.dispose();
    this.service = undefined;
  }

  private serviceOptions(s: Settings) {
    return {
      baseUrl: s.baseUrl,
      requestTimeoutMs: s.requestTimeoutMs,
      cacheTtlMs: s.cacheTtlMs,
      proxy: s.proxy,
      proxyStrictSSL: s.proxyStrictSSL,
      rememberIn: s.rememberProfiles ? this.rememberFolder : undefined,
    };
  }

  private get rememberFolder(): string | undefined {
    return this.storageFolder === undefined ? undefined : path.join(this.storageFolder, REMEMBERED_FOLDER);
  }

  private async deleteStore(): Promise<void> {
    const folder = this.rememberFolder;
    if (folder === undefined) return;
    await vscode.workspace.fs
      .delete(vscode.Uri.file(folder), { recursive: true, useTrash: false })
      .then(undefined, () => undefined);
  }
}

const STATE_EVENT_MS = 100;
/** The remembered profiles' folder in the global storage folder. */
export const REMEMBERED_FOLDER = 'remembered';
