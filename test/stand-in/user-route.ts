// GET /v1/users/{id} as deployed: token check, then the per-token rate limit, then the id, then the user.
// The order matters to clients: a 401 spends no quota, a 500 for a bad id does, a 429 does not.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { sendAnswer, startStreamedAnswer, type RecordedRequest } from './answer';
import { streamHugeBody } from './huge-body';
import { answerFault, answerRateLimitFault } from './faults';
import { identityOf, isAcceptedKey } from './keys';
import type { FixedWindowRateLimiter } from './rate-limit';
import { toJsonText } from './json-text';
import { BROKEN_BODIES, IDS, USERS } from './users';

export type HeaderPrefix = 'Service' | 'Loritta';

export interface UserRouteContext {
  keys: ReadonlySet<string>;
  limiter: FixedWindowRateLimiter;
  headerPrefix: HeaderPrefix;
  slowMs: number;
  /** Delay between the bytes of FAULT_IDS.drip's body. */
  dripMs: number;
  /** Origin of the second server, where IDS.redirect points. */
  redirectTargetOrigin: string;
  /** Delayed answers still to send, cancelled when the stand-in closes. */
  pendingTimers: Set<NodeJS.Timeout>;
}

export const USER_ROUTE = /^\/v1\/users\/([^/]+)$/;

const CLUSTER = 'Loritta Cluster 1 (Catalyst)';
const SIGNED_64_MIN = -(2n ** 63n);
const SIGNED_64_MAX = 2n ** 63n - 1n;
const RATE_LIMITED_FIXTURE_RETRY_AFTER_MS = 1500;

export function answerUserRoute(
  req: IncomingMessage,
  res: ServerResponse,
  record: RecordedRequest,
  idSegment: string,
  context: UserRouteContext,
): void {
  const userId = parseUserId(idSegment);
  const prefix: HeaderPrefix = userId === IDS.lorittaHeaders ? 'Loritta' : context.headerPrefix;
  const always: OutgoingHttpHeaders = { 'Content-Type': 'application/json', [`${prefix}-Cluster`]: CLUSTER };

  const token = req.headers.authorization;
  if (!isAcceptedKey(token, context.keys)) {
    sendAnswer(res, record, 401, always);
    return;
  }
  const identity = identityOf(token);
  const accepted: OutgoingHttpHeaders = {
    ...always,
    [`${prefix}-Token-Creator`]: identity.creator,
    [`${prefix}-Token-User`]: identity.user,
  };

  const nowMs = Date.now();
  const { limit } = context.limiter.settings;
  if (userId === IDS.rateLimited) {
    // Refused before counting, like any 429: this fixture never spends the key's quota.
    const retryAfterMs = RATE_LIMITED_FIXTURE_RETRY_AFTER_MS;
    sendTooManyRequests(
      res,
      record,
      accepted,
      { limit, remaining: 0, resetAtMs: nowMs + retryAfterMs },
      nowMs,
      retryAfterMs,
    );
    return;
  }
  if (
    userId !== undefined &&
    answerRateLimitFault(res, record, userId, { ...accepted, 'X-RateLimit-Limit': String(limit) })
  )
    return;
  const decision = context.limiter.take(token, nowMs);
  if (!decision.allowed) {
    sendTooManyRequests(res, record, accepted, decision, nowMs, decision.retryAfterMs);
    return;
  }
  const headers = { ...accepted, ...rateLimitHeaders(decision, nowMs) };

  if (userId === undefined) {
    sendAnswer(res, record, 500, headers);
    return;
  }
  if (answerFault(req, res, record, userId, headers, context)) return;
  switch (userId) {
    case IDS.reset:
      req.socket.destroy();
      return;
    case IDS.serverError:
      sendAnswer(res, record, 500, headers);
      return;
    case IDS.redirect:
      sendAnswer(res, record, 302, { ...headers, Location: `${context.redirectTargetOrigin}${req.url ?? ''}` });
      return;
    case IDS.hugeBody:
      // No Content-Length: a client has to cap the body while reading it, not trust a header.
      startStreamedAnswer(res, record, 200, headers);
      streamHugeBody(res).catch(() => res.destroy());
      return;
  }
  const body = USERS[userId] ?? BROKEN_BODIES[userId];
  if (body === undefined) {
    sendAnswer(res, record, 404, headers);
  } else if (userId === IDS.slow) {
    sendLater(res, record, headers, body, context);
  } else {
    sendAnswer(res, record, 200, headers, body);
  }
}

/** The canonical decimal id, or undefined where the service's Long parsing throws (and it answers 500). */
function parseUserId(segment: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  if (!/^[+-]?\d+$/.test(decoded)) return undefined;
  const value = BigInt(decoded);
  if (value < SIGNED_64_MIN || value > SIGNED_64_MAX) return undefined;
  return value.toString();
}

function rateLimitHeaders(
  window: { limit: number; remaining: number; resetAtMs: number },
  nowMs: number,
): OutgoingHttpHeaders {
  return {
    'X-RateLimit-Limit': String(window.limit),
    'X-RateLimit-Remaining': String(window.remaining),
    // Rounded up: a client waiting until this second never comes back before the window ends.
    'X-RateLimit-Reset': String(Math.ceil(window.resetAtMs / 1000)),
    'X-RateLimit-Reset-After': String(toSeconds(window.resetAtMs - nowMs)),
  };
}

function sendTooManyRequests(
  res: ServerResponse,
  record: RecordedRequest,
  accepted: OutgoingHttpHeaders,
  window: { limit: number; remaining: number; resetAtMs: number },
  nowMs: number,
  retryAfterMs: number,
): void {
  const retryAfter = toSeconds(retryAfterMs);
  const headers = { ...accepted, ...rateLimitHeaders(window, nowMs), 'Retry-After': String(retryAfter) };
  sendAnswer(res, record, 429, headers, toJsonText({ retryAfter }));
}

/** Milliseconds as decimal seconds, e.g. 3200 → 3.2. */
function toSeconds(ms: number): number {
  return Math.ceil(ms) / 1000;
}

function sendLater(
  res: ServerResponse,
  record: RecordedRequest,
  headers: OutgoingHttpHeaders,
  body: string,
  context: UserRouteContext,
): void {
  const timer = setTimeout(() => {
    context.pendingTimers.delete(timer);
    sendAnswer(res, record, 200, headers, body);
  }, context.slowMs);
  context.pendingTimers.add(timer);
  res.once('close', () => {
    clearTimeout(timer);
    context.pendingTimers.delete(timer);
  });
}
