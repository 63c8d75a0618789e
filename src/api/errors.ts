// One builder per failure, so every message is written once, in one voice. Messages are user-facing
// sentences; none of them takes the API key or anything derived from it, and an id is only echoed after it
// validated as digits (an invalid "id" may be a pasted key).
import type { LookupError } from './types';

function seconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}

export const lookupErrors = {
  noKey(): LookupError {
    return { kind: 'NoKey', message: 'No API key is set: create one on the service’s API keys page and run “Set API Key”.' };
  },

  unusableKey(): LookupError {
    return {
      kind: 'NoKey',
      message: 'The saved API key contains spaces, line breaks, control or non-ASCII characters, which cannot be sent in a header: set the key again.',
    };
  },

  invalidId(): LookupError {
    return { kind: 'InvalidId', message: 'That is not a user id: ids are whole numbers from 1 to 9223372036854775807.' };
  },

  insecureUrl(host: string): LookupError {
    return {
      kind: 'InsecureUrl',
      message: `Refusing to send the API key over plain http:// to ${host}: use https://, or http:// only for a loopback address such as localhost.`,
    };
  },

  invalidBaseUrl(reason: string): LookupError {
    return { kind: 'InsecureUrl', message: `The base address is not usable: ${reason}.` };
  },

  unauthorized(status: number): LookupError {
    return status === 403
      ? { kind: 'Unauthorized', status, message: 'The service refused this API key access to users (HTTP 403): check the key or create a new one.' }
      : { kind: 'Unauthorized', status, message: 'The service rejected the API key (HTTP 401): it may be mistyped or revoked by a newer key; set it again.' };
  },

  notFound(id: string): LookupError {
    return { kind: 'NotFound', status: 404, message: `User ${id} has no profile on the service (never used it, or does not exist).` };
  },

  rateLimited(retryAfterMs: number): LookupError {
    const when = retryAfterMs < 1000 ? 'in a moment' : `in ${seconds(retryAfterMs)}`;
    return { kind: 'RateLimited', status: 429, retryAfterMs, message: `The service is rate limiting requests: try again ${when}.` };
  },

  serverError(status: number): LookupError {
    return { kind: 'ServerError', status, message: `The service failed to answer (HTTP ${status}): try again later.` };
  },

  unexpectedStatus(status: number): LookupError {
    return { kind: 'InvalidResponse', status, message: `The service answered with an unexpected HTTP ${status}.` };
  },

  crossOriginRedirect(status: number, host: string): LookupError {
    return {
      kind: 'InvalidResponse',
      status,
      message: `The service redirected to another address (${host}); it was not followed, because the API key only goes to the configured base address.`,
    };
  },

  redirectLoop(status: number): LookupError {
    return { kind: 'InvalidResponse', status, message: `The service kept redirecting the lookup (HTTP ${status}, a redirect loop); it was stopped there.` };
  },

  timeout(ms: number): LookupError {
    return { kind: 'Timeout', message: `The service did not answer within ${seconds(ms)}.` };
  },

  bodyTimeout(ms: number): LookupError {
    return { kind: 'Timeout', message: `The service started answering but did not finish within ${seconds(ms)}.` };
  },

  cutMidAnswer(host: string): LookupError {
    return { kind: 'Network', message: `The connection to ${host} was cut while the answer was arriving.` };
  },

  certificate(host: string, code: string): LookupError {
    return { kind: 'Network', message: `The TLS certificate of ${host} was not accepted (${code}), so the API key was not sent.` };
  },

  proxyCertificate(proxyHost: string): LookupError {
    return { kind: 'Network', message: `The TLS certificate of the proxy ${proxyHost} was not accepted, so the API key was not sent.` };
  },

  headersTooLarge(limitBytes: number): LookupError {
    return { kind: 'InvalidResponse', message: `The service sent an invalid answer: its headers are larger than ${Math.round(limitBytes / 1024)} KB.` };
  },

  notHttp(): LookupError {
    return { kind: 'InvalidResponse', message: 'The service sent an invalid answer that is not HTTP.' };
  },

  network(host: string, what: string): LookupError {
    return { kind: 'Network', message: `Could not reach ${host}: ${what}.` };
  },

  tooBig(limitBytes: number): LookupError {
    return { kind: 'InvalidResponse', status: 200, message: `The service sent a response larger than ${Math.round(limitBytes / 1024)} KB; it was not read.` };
  },

  notJson(): LookupError {
    return { kind: 'InvalidResponse', status: 200, message: 'The service sent a response that is not valid JSON.' };
  },

  invalidField(field: string, problem: string): LookupError {
    return { kind: 'InvalidResponse', status: 200, field, message: `The service sent an invalid user: \`${field}\` ${problem}.` };
  },

  cancelled(): LookupError {
    return { kind: 'Cancelled', message: 'The lookup was cancelled.' };
  },
};
