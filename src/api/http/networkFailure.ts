// Turns what undici or the socket threw into an error a user can act on, naming what failed: the host, the
// proxy, a certificate, or an answer that is not HTTP. Only error codes are read, never error messages
// (but for the proxy's status), so nothing from the request (least of all its headers) is echoed.
import type { LookupError } from '../../model/lookupError';
import { l10n } from '../../l10n';
import { lookupErrors } from '../model/errors';

/** `waiting`: connecting, sending, awaiting the answer's headers. `reading`: the final answer's body. */
export type ExchangeStage = 'waiting' | 'reading';

export interface FailureContext {
  host: string;
  proxyHost: string | undefined;
  timeoutMs: number;
  stage: ExchangeStage;
  maxHeaderBytes: number;
}

const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

/** The connection ended early: before the answer, or (stage 'reading') in the middle of its body. */
const CUT_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_SOCKET_CLOSED',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
]);

/** undici's message (its own words, nothing of the answer's) for an interim 100 Continue nobody asked for. */
const UNDICI_UNASKED_INTERIM = 'bad response';

/** Why a connection failed, in words, for the error codes that say something a user can act on. */
function reasonFor(code: string): string | undefined {
  switch (code) {
    case 'ECONNREFUSED':
      return l10n.t('the connection was refused (is the address right?)');
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return l10n.t('the name could not be resolved (offline, or a DNS problem)');
    case 'ECONNRESET':
    case 'EPIPE':
      return l10n.t('the connection was reset');
    case 'UND_ERR_SOCKET':
      return l10n.t('the connection was closed before the answer arrived');
    case 'ENETUNREACH':
      return l10n.t('the network is unreachable (offline?)');
    case 'EHOSTUNREACH':
      return l10n.t('the host is unreachable (offline?)');
    case 'ENETDOWN':
      return l10n.t('the network is down (offline?)');
    case 'UND_ERR_SOCKET_CLOSED':
    case 'UND_ERR_CLOSED':
    case 'UND_ERR_DESTROYED':
      return l10n.t('the connection was closed');
    default:
      return undefined;
  }
}

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

/** What llhttp calls a response it cannot parse (HPE_*), and undici's framing checks. */
function isNotHttp(code: string): boolean {
  return code.startsWith('HPE_') || code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH';
}

export function describeNetworkFailure(err: unknown, context: FailureContext): LookupError {
  const { host, proxyHost, timeoutMs, stage } = context;
  const code = codeOf(err) ?? '';
  if (TIMEOUT_CODES.has(code))
    return stage === 'reading' || code === 'UND_ERR_BODY_TIMEOUT'
      ? lookupErrors.bodyTimeout(timeoutMs)
      : lookupErrors.timeout(timeoutMs);
  if (code === 'UND_ERR_HEADERS_OVERFLOW') return lookupErrors.headersTooLarge(context.maxHeaderBytes);
  if (isNotHttp(code)) return lookupErrors.notHttp();
  const message = err instanceof Error ? err.message : '';
  // undici answers an interim 100 Continue that the request did not ask for (it sends no `Expect`) by closing the
  // connection with a SocketError of its own wording, 'bad response'; while a request runs, nothing else makes it.
  if (code === 'UND_ERR_SOCKET' && message === UNDICI_UNASKED_INTERIM) return lookupErrors.unaskedContinue();
  // undici reports a proxy that refuses the tunnel as an aborted request whose message names the status.
  const proxyStatus = /^Proxy response \((\d{3})\)/.exec(message)?.[1];
  if (proxyHost !== undefined && proxyStatus !== undefined) {
    return lookupErrors.network(proxyHost, l10n.t('the proxy refused the tunnel (HTTP {0})', proxyStatus));
  }
  // The proxy's own certificate is UND_ERR_PRX_TLS; any other certificate failure, proxy or not, is the API's.
  if (code === 'UND_ERR_PRX_TLS' && proxyHost !== undefined) return lookupErrors.proxyCertificate(proxyHost);
  if (isTlsFailure(code)) return lookupErrors.certificate(host, code);
  if (stage === 'reading' && CUT_CODES.has(code)) return lookupErrors.cutMidAnswer(host);
  const reason =
    reasonFor(code) ?? (code !== '' ? l10n.t('the connection failed ({0})', code) : l10n.t('the connection failed'));
  return lookupErrors.network(
    proxyHost !== undefined ? l10n.t('{0} through the proxy {1}', host, proxyHost) : host,
    reason,
  );
}
