// Reads what the service says in its headers: which cluster served the request, whose token it was, and
// how much of the rate limit is left. The spec names the headers `Service-*`; the deployment sends
// `Loritta-*`, so any `<prefix>-Cluster` / `<prefix>-Token-*` is accepted, the spec's name first.
import type { ClusterInfo, ServiceMeta } from '../../model/user';
import { isIdInRange } from '../../ids/snowflake';
import { believedWaitMs, MAX_BELIEVED_LIMIT, type RateLimitHeaders } from '../model/serviceLimits';

/** Response headers as undici gives them: lower-case names. */
export type HeaderBag = Record<string, string | string[] | undefined>;

const MAX_ORDINAL_DIGITS = 9;
const SPACE = /\s/;
const DECIMAL_SECONDS = /^\d{1,15}(?:\.\d{1,15})?$/;
// The deployment sends Retry-After as the window's remaining time, which can be `0.0` or negative at its end.
const SIGNED_DECIMAL_SECONDS = /^-?\d{1,15}(?:\.\d{1,15})?$/;
// RFC 9110's HTTP-date forms all begin with the day's name.
const HTTP_DATE = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? /;
const INTEGER = /^\d{1,15}$/;

/**
 * 'Loritta Cluster 1 (Catalyst)' -> label 'Loritta Cluster', ordinal 1, codename 'Catalyst'; otherwise raw only.
 * What `^(?:(.*?)\s+)?(\d{1,9})\s*(?:\((.*)\))?$` would match, read by hand in one pass: that pattern tried every
 * label length against every length of the spaces after it, 240-520 ms for 'a', 16,000 spaces and 'x'.
 */
export function parseClusterHeader(raw: string): ClusterInfo {
  const text = raw.trim();
  // `.` stops at line terminators: the label ends before the first one, the codename starts after the last one.
  const firstBreak = text.search(LINE_TERMINATOR);
  const lastBreak = firstBreak < 0 ? -1 : lastIndexOfBreak(text);
  // As the pattern tries them: a label first (the shortest one, as with the lazy `.*?`), no label last.
  let spaceRunStart = -1;
  for (let start = 1; start < text.length; start++) {
    if (SPACE.test(text[start - 1]!)) {
      if (spaceRunStart < 0) spaceRunStart = start - 1;
    } else {
      spaceRunStart = -1;
    }
    if (spaceRunStart < 0 || !isDigit(text, start)) continue;
    if (firstBreak >= 0 && firstBreak < spaceRunStart) break;
    const info = ordinalAt(raw, text, start, lastBreak);
    if (info !== undefined) {
      const label = text.slice(0, spaceRunStart).trim();
      if (label) info.label = label;
      return info;
    }
  }
  return (isDigit(text, 0) ? ordinalAt(raw, text, 0, lastBreak) : undefined) ?? { raw };
}

const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

function lastIndexOfBreak(text: string): number {
  let at = text.length - 1;
  while (at >= 0 && !LINE_TERMINATOR.test(text[at]!)) at--;
  return at;
}

/** `(\d{1,9})\s*(?:\((.*)\))?$` from `start`: the ordinal and the codename, or undefined. */
function ordinalAt(raw: string, text: string, start: number, lastBreak: number): ClusterInfo | undefined {
  let end = start;
  while (isDigit(text, end)) end++;
  if (end - start > MAX_ORDINAL_DIGITS) return undefined;
  let after = end;
  while (after < text.length && SPACE.test(text[after]!)) after++;
  const info: ClusterInfo = { raw, ordinal: Number(text.slice(start, end)) };
  if (after === text.length) return info;
  if (text[after] !== '(' || text.length - after < 2 || !text.endsWith(')') || lastBreak > after) return undefined;
  const codename = text.slice(after + 1, -1).trim();
  if (codename) info.codename = codename;
  return info;
}

function isDigit(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  return c >= 0x30 && c <= 0x39;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The header named `service-<suffix>` if present, else the first `<anything>-<suffix>`. */
function prefixed(headers: HeaderBag, suffix: string): string | undefined {
  const spec = first(headers[`service-${suffix}`]);
  if (spec !== undefined) return spec;
  const tail = `-${suffix}`;
  for (const name of Object.keys(headers)) {
    if (name.length > tail.length && name.endsWith(tail)) {
      const value = first(headers[name]);
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

// A deployment answers from a handful of clusters: parse each header text once. Frozen, since it is shared.
let lastCluster: ClusterInfo | undefined;
function clusterOf(raw: string): ClusterInfo {
  if (lastCluster?.raw !== raw) lastCluster = Object.freeze(parseClusterHeader(raw));
  return lastCluster;
}

/**
 * `key`: the key the request carried. A header that holds it (a service echoing `Authorization` back) is not read:
 * what is read here is shown, logged and remembered on disk, where the key must never go.
 */
export function readServiceMeta(headers: HeaderBag, key?: string): ServiceMeta {
  const meta: ServiceMeta = {};
  const cluster = prefixed(headers, 'cluster');
  if (cluster !== undefined && cluster.trim() !== '' && !holdsKey(cluster, key)) meta.cluster = clusterOf(cluster);
  const creator = prefixed(headers, 'token-creator')?.trim();
  if (creator !== undefined && isIdInRange(creator)) meta.tokenCreator = creator;
  const user = prefixed(headers, 'token-user')?.trim();
  if (user !== undefined && isIdInRange(user)) meta.tokenUser = user;
  return meta;
}

function holdsKey(value: string, key: string | undefined): boolean {
  return key !== undefined && key.length > 0 && value.includes(key);
}

/**
 * Decimal seconds as an upper bound in ms: '4.9' may be 4.95 cut short, so it reads as 5000. The scheduler
 * learns the window from this value, and a window learned too short would draw 429s.
 */
function secondsAtMost(value: string | undefined): number | undefined {
  const v = value?.trim();
  if (v === undefined || !DECIMAL_SECONDS.test(v)) return undefined;
  const decimals = v.includes('.') ? v.length - v.indexOf('.') - 1 : 0;
  const unit = decimals > 0 ? 10 ** -decimals : 0;
  return Math.ceil((parseFloat(v) + unit) * 1000 - 1e-6);
}

export function readRateLimit(headers: HeaderBag): RateLimitHeaders {
  const out: RateLimitHeaders = {};
  const limit = first(headers['x-ratelimit-limit'])?.trim();
  if (limit !== undefined && INTEGER.test(limit) && Number(limit) > 0)
    out.limit = Math.min(Number(limit), MAX_BELIEVED_LIMIT);
  const remaining = first(headers['x-ratelimit-remaining'])?.trim();
  if (remaining !== undefined && INTEGER.test(remaining)) out.remaining = Number(remaining);
  const resetAfterMs = secondsAtMost(first(headers['x-ratelimit-reset-after']));
  if (resetAfterMs !== undefined) out.resetAfterMs = believedWaitMs(resetAfterMs);
  return out;
}

/**
 * `Retry-After` in ms, within 0..MAX_BELIEVED_WAIT_MS: decimal seconds as the deployment sends them ('1.5',
 * '-0.2' at a window's end), or an HTTP date as RFC 9110 allows. Undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | string[] | undefined, nowMs: number): number | undefined {
  const v = first(value)?.trim();
  if (v === undefined || v === '') return undefined;
  if (SIGNED_DECIMAL_SECONDS.test(v)) return believedWaitMs(Math.round(parseFloat(v) * 1000));
  if (!HTTP_DATE.test(v)) return undefined;
  const date = Date.parse(v);
  return Number.isNaN(date) ? undefined : believedWaitMs(date - nowMs);
}

/** `retryAfter` from the deployment's 429 body (`{"retryAfter": 1.5}`, decimal seconds), in believed ms. */
export function retryAfterOfBody(value: unknown): number | undefined {
  const seconds =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as { retryAfter?: unknown }).retryAfter
      : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds)
    ? believedWaitMs(Math.round(seconds * 1000))
    : undefined;
}
