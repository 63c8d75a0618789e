import * as vscode from 'vscode';

/** Every setting the extension reads, typed, read in one place. */
export interface Settings {
  baseUrl: string;
  requestTimeoutMs: number;
  cacheTtlMs: number;
  hoverEnabled: boolean;
  hoverDisabledLanguages: readonly string[];
  /** The bot's gateway shard count: a guild id's hover names its shard. 0: not set. */
  hoverShardCount: number;
  /** Ids whose context says nothing: looked up as users (`lookUp`), or shown with what the id tells (`idOnly`). */
  hoverUnknownIds: UnknownIdsMode;
  proxy: string;
  proxyStrictSSL: boolean;
  /** One preview panel reused for the next lookup (true), or a panel per user (false). */
  panelReuse: boolean;
  /** The status bar item of the key and the queue. */
  statusBarEnabled: boolean;
  /** Profiles (and "no profile" answers) remembered across restarts, in the global storage folder. */
  rememberProfiles: boolean;
}

export type UnknownIdsMode = 'lookUp' | 'idOnly';

/** Discord asks for a shard per 1,000 guilds at most; no bot has a million. */
export const MAX_SHARD_COUNT = 1_000_000;

export const DEFAULT_BASE_URL = 'https://api.loritta.website';
const SECTION = 'profileLookup';

function clampNumber(value: unknown, fallback: number, min: number, max: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/** A whole number of shards, or 0 (not set) for anything else the settings file may hold. */
function shardCount(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_SHARD_COUNT ? value : 0;
}

export function readSettings(): Settings {
  const own = vscode.workspace.getConfiguration(SECTION);
  const http = vscode.workspace.getConfiguration('http');
  // baseUrl is application-scoped: inspect() and read only the user/default values so a workspace can
  // never redirect the user's key, even on a VS Code that ignores the declared scope.
  const base = own.inspect<string>('baseUrl');
  const baseUrl = (base?.globalValue ?? base?.defaultValue ?? DEFAULT_BASE_URL).trim();
  const disabled = own.get<unknown>('hover.disabledLanguages');
  return {
    baseUrl: baseUrl.length > 0 ? baseUrl : DEFAULT_BASE_URL,
    requestTimeoutMs: clampNumber(own.get('requestTimeoutSeconds'), 10, 1, 120) * 1000,
    cacheTtlMs: clampNumber(own.get('cache.ttlSeconds'), 300, 0, 86_400) * 1000,
    hoverEnabled: own.get<boolean>('hover.enabled', true) !== false,
    hoverDisabledLanguages: Array.isArray(disabled) ? disabled.filter((l): l is string => typeof l === 'string') : [],
    hoverShardCount: shardCount(own.get('hover.shardCount')),
    hoverUnknownIds: own.get<unknown>('hover.unknownIds') === 'idOnly' ? 'idOnly' : 'lookUp',
    proxy: http.get<string>('proxy', '') ?? '',
    proxyStrictSSL: http.get<boolean>('proxyStrictSSL', true) !== false,
    panelReuse: own.get<boolean>('panel.reuse', true) !== false,
    statusBarEnabled: own.get<boolean>('statusBar.enabled', true) !== false,
    rememberProfiles: own.get<boolean>('rememberProfiles', true) !== false,
  };
}

/** Keeps one Settings object current; `onChange` fires after it has been refreshed. */
export class SettingsStore implements vscode.Disposable {
  private current = readSettings();
  private readonly emitter = new vscode.EventEmitter<{ previous: Settings; current: Settings }>();
  readonly onChange = this.emitter.event;
  private readonly subscription: vscode.Disposable;

  constructor() {
    this.subscription = vscode.workspace.onDidChangeConfiguration((e) => {
      if (
        e.affectsConfiguration(SECTION) ||
        e.affectsConfiguration('http.proxy') ||
        e.affectsConfiguration('http.proxyStrictSSL')
      ) {
        const previous = this.current;
        this.current = readSettings();
        this.emitter.fire({ previous, current: this.current });
      }
    });
  }

  get value(): Settings {
    return this.current;
  }

  dispose(): void {
    this.subscription.dispose();
    this.emitter.dispose();
  }
}
