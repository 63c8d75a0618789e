// One HTTP exchange with the User API: GET {baseUrl}/v1/users/{id} over one keep-alive undici dispatcher,
// with time-outs, cancellation and a capped body, and every way it can end turned into a typed outcome.
// No pacing or caching here: the scheduler and cache sit above.
import { Agent, ProxyAgent, type Dispatcher } from 'undici';
import { parseJsonExact } from './bigJson';
import { resolveEndpoint, type Endpoint } from './baseUrl';
import { describeNetworkFailure } from './networkFailure';
import { proxyFor, type ProxyEnv } from './proxyConfig';
import { readBodyCapped } from './responseBody';
import { parseRetryAfter, readRateLimit, readServiceMeta, type RateLimitHeaders } from './serviceHeaders';
import { lookupErrors } from './errors';
import { parseUserBody } from './userSchema';
import type { LookupError, ServiceMeta, User, UserProfile } from './types';

export const MAX_BODY_BYTES = 1024 * 1024;
// 429 bodies are `{"retryAfter": n}`; anything longer is not worth reading.
const MAX_ERROR_BODY_BYTES = 4096;
const MAX_SAME_ORIGIN_REDIRECTS = 3;
const FALLBACK_RETRY_AFTER_MS = 5000;

export interface ClientSettings {
  baseUrl: string;
  requestTimeoutMs: number;
  proxy?: string;
  proxyStrictSSL?: boolean;
  /** Proxy variables; `process.env` unless a test says otherwise. */
  env?: ProxyEnv;
}

export type ClientOutcome = ({ ok: true; profile: UserProfile } | { ok: false; error: LookupError }) & {
  status?: number;
  rate: RateLimitHeaders;
};

interface Exchange {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Dispatcher.ResponseData['body'];
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
      this.dispatcher = new Agent({ connect: { timeout }, headersTimeout: timeout, bodyTimeout: timeout });
      return;
    }
    let proxyUrl: URL;
    try {
      proxyUrl = new URL(proxy);
    } catch {
      this.configError = lookupErrors.network('the proxy', 'the proxy setting is not a valid address');
      return;
    }
    this.proxyHost = proxyUrl.host;
    if (proxyUrl.protocol !== 'http:' && proxyUrl.protocol !== 'https:') {
      this.configError = lookupErrors.network(`the proxy ${proxyUrl.host}`, 'only http:// and https:// proxies are supported');
      return;
    }
    const tls = { rejectUnauthorized: settings.proxyStrictSSL ?? true, timeout };
    try {
      this.dispatcher = new ProxyAgent({
        uri: proxy,
        connect: { timeout },
        headersTimeout: timeout,
        bodyTimeout: timeout,
        proxyTls: tls,
        requestTls: tls,
      });
    } catch {
      this.configError = lookupErrors.network(`the proxy ${proxyUrl.host}`, 'the proxy setting could not be used');
    }
  }

  /**
   * `key` must already be checked (no whitespace or control characters). Never throws. The time-outs are
   * undici's connect, headers and body time-outs, all `requestTimeoutMs`.
   */
  async fetchUser(id: string, key: string, signal?: AbortSignal): Promise<ClientOutcome> {
    if (this.configError !== undefined || this.endpoint === undefined || this.dispatcher === undefined) {
      return { ok: false, error: this.configError ?? lookupErrors.invalidBaseUrl('it is not set'), rate: {} };
    }
    if (signal?.aborted) return { ok: false, error: lookupErrors.cancelled(), rate: {} };
    const endpoint = this.endpoint;
    const timeoutMs = this.settings.requestTimeoutMs;
    try {
      let path = `${endpoint.pathPrefix}/v1/users/${id}`;
      for (let hop = 0; ; hop++) {
        const res = await this.dispatcher.request({
          origin: endpoint.origin,
          path,
          method: 'GET',
          headers: { authorization: key, accept: 'application/json' },
          // Only when someone can cancel: an abort listener per request is measurable on loopback.
          ...(signal !== undefined && { signal }),
        });
        const exchange: Exchange = { status: res.statusCode, headers: res.headers, body: res.body };
        const location = exchange.headers.location;
        if (exchange.status >= 300 && exchange.status < 400 && typeof location === 'string') {
          await exchange.body.dump();
          const next = new URL(location, endpoint.origin + path);
          // The key goes only where the user said: a redirect elsewhere is reported, not followed.
          if (next.origin !== endpoint.origin || hop >= MAX_SAME_ORIGIN_REDIRECTS) {
            return { ok: false, status: exchange.status, error: lookupErrors.crossOriginRedirect(exchange.status, next.host), rate: {} };
          }
          path = next.pathname + next.search;
          continue;
        }
        return await this.interpret(exchange, id);
      }
    } catch (err) {
      if (signal?.aborted || this.closed) return { ok: false, error: lookupErrors.cancelled(), rate: {} };
      return { ok: false, error: describeNetworkFailure(err, endpoint.host, this.proxyHost, timeoutMs), rate: {} };
    }
  }

  private async interpret(res: Exchange, id: string): Promise<ClientOutcome> {
    const { status, headers } = res;
    const rate = readRateLimit(headers);
    if (status === 200) {
      const body = await readBodyCapped(res.body, headers, MAX_BODY_BYTES);
      if (body === undefined) return { ok: false, status, error: lookupErrors.tooBig(MAX_BODY_BYTES), rate };
      const parsed = parseUserBody(body, id);
      if (!parsed.ok) return { ok: false, status, error: parsed.error, rate };
      const profile = new FetchedProfile(parsed.user, readServiceMeta(headers), parsed.json);
      return { ok: true, status, profile, rate };
    }
    if (status === 429) {
      const retryAfterMs = parseRetryAfter(headers['retry-after'], Date.now()) ?? (await retryAfterFromBody(res.body)) ?? rate.resetAfterMs;
      await res.body.dump().catch(() => undefined);
      return { ok: false, status, error: lookupErrors.rateLimited(retryAfterMs ?? FALLBACK_RETRY_AFTER_MS), rate };
    }
    // Error bodies are empty or unhelpful (and `.json()` on them throws); drain so the socket is reused.
    await res.body.dump().catch(() => undefined);
    if (status === 401 || status === 403) return { ok: false, status, error: lookupErrors.unauthorized(status), rate };
    if (status === 404) return { ok: false, status, error: lookupErrors.notFound(id), rate };
    if (status >= 500) return { ok: false, status, error: lookupErrors.serverError(status), rate };
    return { ok: false, status, error: lookupErrors.unexpectedStatus(status), rate };
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
    const value = parseJsonExact(text);
    const seconds = value !== null && typeof value === 'object' && !Array.isArray(value) ? value.retryAfter : undefined;
    return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A profile whose `json` is printed on first read (Copy JSON, the panel), not for every hover. It is a
 * class because an object literal with a getter is ~20 times slower to make; read `profile.json` directly
 * (a spread copy would not carry it).
 */
class FetchedProfile implements UserProfile {
  private printed: string | undefined;
  readonly fetchedAt = Date.now();

  constructor(
    readonly user: User,
    readonly meta: ServiceMeta,
    private readonly printJson: () => string,
  ) {}

  get json(): string {
    return (this.printed ??= this.printJson());
  }
}
