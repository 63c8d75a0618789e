// One HTTP exchange with the User API: GET {baseUrl}/v1/users/{id} over one keep-alive undici dispatcher,
// within one deadline, cancellable, with a capped body, and every way it can end turned into a typed
// outcome. No pacing or caching here: the scheduler and cache sit above.
import type { LookupError } from '../../model/lookupError';
import type { ServiceMeta, User, UserProfile } from '../../model/user';
import type { ProfileView } from '../../model/viewTypes';
import { Agent, ProxyAgent, type Dispatcher } from 'undici';
import { parseJsonExact } from '../model/bigJson';
import { resolveEndpoint, type Endpoint } from './baseUrl';
import { ExchangeDeadline } from './exchangeDeadline';
import { describeNetworkFailure, type ExchangeStage } from './networkFailure';
import { proxyFor, type ProxyEnv } from './proxyConfig';
import { readBodyCapped } from './responseBody';
import { parseRetryAfter, readRateLimit, readServiceMeta, retryAfterOfBody } from './serviceHeaders';
import { l10n } from '../../l10n';
import { lookupErrors } from '../model/errors';
import { DOCUMENTED_WINDOW_MS, type RateLimitHeaders } from '../model/serviceLimits';
import { parseUserBody, prettyUserBody } from '../model/userSchema';
import { profileView } from '../../profile/profileView';

export const MAX_BODY_BYTES = 1024 * 1024;
// 429 bodies are `{"retryAfter": n}`; anything longer is not worth reading.
const MAX_ERROR_BODY_BYTES = 4096;
const MAX_SAME_ORIGIN_REDIRECTS = 3;
// Node's default, set here so that the message saying so stays true under any --max-http-header-size.
const MAX_HEADER_BYTES = 16 * 1024;

export interface ClientSettings {
  baseUrl: string;
  requestTimeoutMs: number;
  proxy?: string;
  proxyStrictSSL?: boolean;
  /** Proxy variables; `process.env` unless a test says otherwise. */
  env?: ProxyEnv;
}

export interface FetchOptions {
  signal?: AbortSignal;
  /** Called once with the rate-limit headers (and the status) as soon as the final answer's headers arrive, before its body. */
  onAnswered?(rate: RateLimitHeaders, status: number): void;
}

export type ClientOutcome = ({ ok: true; profile: UserProfile } | { ok: false; error: LookupError }) & {
  status?: number;
};

interface Exchange {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Dispatcher.ResponseData['body'];
}

function ignoreError(): void {
  // See fetchUser: a body's late 'error' is already accounted for.
}

export class UserClient {
  private readonly endpoint: Endpoint | undefined;
  private readonly configError: LookupError | undefined;
  private readonly dispatcher: Dispatcher | undefined;
  /** Host of the proxy in use, for messages (never its credentials). */
  readonly proxyHost: string | undefined;
  private closed = false;

  constructor(private readonly settings: ClientSettings) {
    const resolved = resolveEndpoint(settings.baseUrl);
    if (!resolved.ok) {
      this.configError = resolved.error;
      return;
    }
    this.endpoint = resolved.endpoint;
    const timeout = settings.requestTimeoutMs;
    const proxy = proxyFor(new URL(resolved.endpoint.origin), settings.proxy, settings.env ?? process.env);
    if (proxy === undefined) {
      // Set, not left to Node's default: NODE_TLS_REJECT_UNAUTHORIZED=0 in VS Code's environment turns the default
      // off, and a direct connection would then send the key to any certificate.
      const connect = { timeout, rejectUnauthorized: true };
      this.dispatcher = new Agent({
        connect,
        headersTimeout: timeout,
        bodyTimeout: timeout,
        maxHeaderSize: MAX_HEADER_BYTES,
      });
      return;
    }
    let proxyUrl: URL;
    try {
      proxyUrl = new URL(proxy);
    } catch {
      this.configError = lookupErrors.network(l10n.t('the proxy'), l10n.t('the proxy setting is not a valid address'));
      return;
    }
    this.proxyHost = proxyUrl.host;
    if (proxyUrl.protocol !== 'http:' && proxyUrl.protocol !== 'https:') {
      this.configError = lookupErrors.network(
        l10n.t('the proxy {0}', proxyUrl.host),
        l10n.t('only http:// and https:// proxies are supported'),
      );
      return;
    }
    // `http.proxyStrictSSL: false` turns off verification of the proxy's certificate and, through the proxy,
    // of the API's: that is VS Code's own meaning of the setting (it exists for TLS-inspecting corporate
    // proxies, which re-sign every site's certificate). A direct connection, loopback included, always
    // verifies the API's certificate whatever the setting says. Always an explicit boolean, never undefined, which
    // would fall back to NODE_TLS_REJECT_UNAUTHORIZED.
    const tls = { rejectUnauthorized: settings.proxyStrictSSL !== false, timeout };
    try {
      this.dispatcher = new ProxyAgent({
        uri: proxy,
        connect: { timeout },
        headersTimeout: timeout,
        bodyTimeout: timeout,
        maxHeaderSize: MAX_HEADER_BYTES,
        proxyTls: tls,
        requestTls: tls,
      });
    } catch {
      this.configError = lookupErrors.network(
        l10n.t('the proxy {0}', proxyUrl.host),
        l10n.t('the proxy setting could not be used'),
      );
    }
  }

  /**
   * `key` must already be checked (no whitespace or control characters). Never throws. Connecting,
   * redirects, the answer and its body all happen within `requestTimeoutMs`.
   */
  async fetchUser(id: string, key: string, options: FetchOptions = {}): Promise<ClientOutcome> {
    if (this.configError !== undefined || this.endpoint === undefined || this.dispatcher === undefined) {
      return { ok: false, error: this.configError ?? lookupErrors.invalidBaseUrl(l10n.t('it is not set')) };
    }
    const { signal } = options;
    if (signal?.aborted) return { ok: false, error: lookupErrors.cancelled() };
    const endpoint = this.endpoint;
    const timeoutMs = this.settings.requestTimeoutMs;
    const deadline = new ExchangeDeadline(timeoutMs, signal);
    let stage: ExchangeStage = 'waiting';
    try {
      let path = `${endpoint.pathPrefix}/v1/users/${id}`;
      const visited = new Set([path]);
      for (;;) {
        const res = await this.dispatcher.request({
          origin: endpoint.origin,
          path,
          method: 'GET',
          headers: { authorization: key, accept: 'application/json' },
          signal: deadline,
        });
        // Every way the body can end is read from the promise that consumes it. Without a listener, a body
        // destroyed after we stopped reading it (over the cap, the deadline) would throw from an 'error' event.
        res.body.on('error', ignoreError);
        const exchange: Exchange = { status: res.statusCode, headers: res.headers, body: res.body };
        const location = exchange.headers.location;
        if (exchange.status >= 300 && exchange.status < 400 && typeof location === 'string') {
          await exchange.body.dump();
          const next = new URL(location, endpoint.origin + path);
          // The key goes only where the user said: a redirect elsewhere is reported, not followed.
          if (next.origin !== endpoint.origin) {
            return {
              ok: false,
              status: exchange.status,
              error: lookupErrors.crossOriginRedirect(exchange.status, next.host),
            };
          }
          path = next.pathname + next.search;
          if (visited.has(path) || visited.size > MAX_SAME_ORIGIN_REDIRECTS) {
            return { ok: false, status: exchange.status, error: lookupErrors.redirectLoop(exchange.status) };
          }
          visited.add(path);
          continue;
        }
        stage = 'reading';
        options.onAnswered?.(readRateLimit(exchange.headers), exchange.status);
        return await this.interpret(exchange, id, key);
      }
    } catch (err) {
      if (deadline.expired)
        return {
          ok: false,
          error: stage === 'reading' ? lookupErrors.bodyTimeout(timeoutMs) : lookupErrors.timeout(timeoutMs),
        };
      if (signal?.aborted || this.closed) return { ok: false, error: lookupErrors.cancelled() };
      return {
        ok: false,
        error: describeNetworkFailure(err, {
          host: endpoint.host,
          proxyHost: this.proxyHost,
          timeoutMs,
          stage,
          maxHeaderBytes: MAX_HEADER_BYTES,
        }),
      };
    } finally {
      deadline.end();
    }
  }

  private async interpret(res: Exchange, id: string, key: string): Promise<ClientOutcome> {
    const { status, headers } = res;
    if (status === 200) {
      const body = await readBodyCapped(res.body, headers, MAX_BODY_BYTES);
      if (body === undefined) return { ok: false, status, error: lookupErrors.tooBig(MAX_BODY_BYTES) };
      const parsed = parseUserBody(body, id);
      if (!parsed.ok) return { ok: false, status, error: parsed.error };
      const profile = new FetchedProfile(parsed.user, readServiceMeta(headers, key), body);
      return { ok: true, status, profile };
    }
    if (status === 429) {
      // Retry-After first, then the body's retryAfter, then the window's reset, then the documented window.
      const retryAfterMs =
        parseRetryAfter(headers['retry-after'], Date.now()) ??
        (await retryAfterFromBody(res.body)) ??
        readRateLimit(headers).resetAfterMs;
      await res.body.dump().catch(ignoreError);
      return { ok: false, status, error: lookupErrors.rateLimited(retryAfterMs ?? DOCUMENTED_WINDOW_MS) };
    }
    // Error bodies are empty or unhelpful (and `.json()` on them throws); drain so the socket is reused.
    await res.body.dump().catch(ignoreError);
    if (status === 401 || status === 403) return { ok: false, status, error: lookupErrors.unauthorized(status) };
    if (status === 404) return { ok: false, status, error: lookupErrors.notFound(id) };
    if (status >= 500) return { ok: false, status, error: lookupErrors.serverError(status) };
    return { ok: false, status, error: lookupErrors.unexpectedStatus(status) };
  }

  /** Lets requests in flight finish, then closes the connections. */
  async close(): Promise<void> {
    await this.dispatcher?.close();
  }

  /** Ends requests in flight at once; they answer Cancelled. */
  async destroy(): Promise<void> {
    this.closed = true;
    await this.dispatcher?.destroy();
  }
}

/** `{"retryAfter": 1.5}` (decimal seconds), the deployment's 429 body, in ms. */
async function retryAfterFromBody(body: Exchange['body']): Promise<number | undefined> {
  const text = await readBodyCapped(body, {}, MAX_ERROR_BODY_BYTES).catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return retryAfterOfBody(parseJsonExact(text));
  } catch {
    return undefined;
  }
}

/**
 * A profile that keeps the answer's text, not its parsed tree (a tree of a body padded with `[{},{},…]` is twenty
 * times the text), and prints `json` from it on each read (Copy JSON, not every hover; nothing printed is kept). It is
 * a class because an object literal with a getter is ~20 times slower to make; read `profile.json` directly (a
 * spread copy would not carry it).
 */
class FetchedProfile implements UserProfile {
  readonly fetchedAt = Date.now();
  readonly textLength: number;
  readonly view: ProfileView;

  constructor(
    readonly user: User,
    readonly meta: ServiceMeta,
    private readonly body: string,
  ) {
    this.textLength = body.length;
    this.view = profileView(user);
  }

  get json(): string {
    return prettyUserBody(this.body);
  }
}
