// Turns what undici or the socket threw into a Network or Timeout error a user can act on. Only error
// codes are read, never error messages, so nothing from the request (least of all its headers) is echoed.
import { lookupErrors } from './errors';
import type { LookupError } from './types';

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused (is the address right?)',
  ENOTFOUND: 'the name could not be resolved (offline, or a DNS problem)',
  EAI_AGAIN: 'the name could not be resolved (offline, or a DNS problem)',
  ECONNRESET: 'the connection was reset',
  EPIPE: 'the connection was reset',
  UND_ERR_SOCKET: 'the connection was closed before the answer arrived',
  ENETUNREACH: 'the network is unreachable (offline?)',
  EHOSTUNREACH: 'the host is unreachable (offline?)',
  ENETDOWN: 'the network is down (offline?)',
  UND_ERR_SOCKET_CLOSED: 'the connection was closed',
  UND_ERR_CLOSED: 'the connection was closed',
  UND_ERR_DESTROYED: 'the connection was closed',
};

function codeOf(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e !== null && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function isTlsFailure(code: string): boolean {
  return code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL') || /CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code);
}

export function describeNetworkFailure(err: unknown, host: string, proxyHost: string | undefined, timeoutMs: number): LookupError {
  const code = codeOf(err) ?? '';
  if (TIMEOUT_CODES.has(code)) return lookupErrors.timeout(timeoutMs);
  const message = err instanceof Error ? err.message : '';
  // undici reports a proxy that refuses the tunnel as an aborted request whose message names the status.
  const proxyStatus = /^Proxy response \((\d{3})\)/.exec(message)?.[1];
  if (proxyHost !== undefined && proxyStatus !== undefined) {
    return lookupErrors.network(proxyHost, `the proxy refused the tunnel (HTTP ${proxyStatus})`);
  }
  if (code === 'UND_ERR_PRX_TLS' || isTlsFailure(code)) {
    return lookupErrors.network(proxyHost ?? host, `its TLS certificate was not accepted (${code})`);
  }
  const reason = REASONS[code] ?? (code !== '' ? `the connection failed (${code})` : 'the connection failed');
  return lookupErrors.network(proxyHost !== undefined ? `${host} through the proxy ${proxyHost}` : host, reason);
}
