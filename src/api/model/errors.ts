// One builder per failure, so every message is written once, in one voice. Messages are user-facing
// sentences; none of them takes the API key or anything derived from it, and an id is only echoed after it
// validated as digits (an invalid "id" may be a pasted key).
import type { LookupError } from '../../model/lookupError';
import { l10n } from '../../l10n';

function seconds(ms: number): string {
  const s = ms / 1000;
  return l10n.t('{0} s', Number.isInteger(s) ? String(s) : s.toFixed(1));
}

export const lookupErrors = {
  noKey(): LookupError {
    return {
      kind: 'NoKey',
      message: l10n.t('No API key is set: create one on the service’s API keys page and run “Set API Key”.'),
    };
  },

  unusableKey(): LookupError {
    return {
      kind: 'NoKey',
      message: l10n.t(
        'The saved API key contains spaces, line breaks, control or non-ASCII characters, which cannot be sent in a header: set the key again.',
      ),
    };
  },

  invalidId(): LookupError {
    return {
      kind: 'InvalidId',
      message: l10n.t('That is not a user id: ids are whole numbers from 1 to 9223372036854775807.'),
    };
  },

  insecureUrl(host: string): LookupError {
    return {
      kind: 'InsecureUrl',
      message: l10n.t(
        'Refusing to send the API key over plain http:// to {0}: use https://, or http:// only for a loopback address such as localhost.',
        host,
      ),
    };
  },

  invalidBaseUrl(reason: string): LookupError {
    return { kind: 'InsecureUrl', message: l10n.t('The base address is not usable: {0}.', reason) };
  },

  unauthorized(status: number): LookupError {
    return status === 403
      ? {
          kind: 'Unauthorized',
          status,
          message: l10n.t(
            'The service refused this API key access to users (HTTP 403): check the key or create a new one.',
          ),
        }
      : {
          kind: 'Unauthorized',
          status,
          message: l10n.t(
            'The service rejected the API key (HTTP 401): it may be mistyped or revoked by a newer key; set it again.',
          ),
        };
  },

  notFound(id: string): LookupError {
    return {
      kind: 'NotFound',
      status: 404,
      message: l10n.t('User {0} has no profile on the service (never used it, or does not exist).', id),
    };
  },

  rateLimited(retryAfterMs: number): LookupError {
    const message =
      retryAfterMs < 1000
        ? l10n.t('The service is rate limiting requests: try again in a moment.')
        : l10n.t('The service is rate limiting requests: try again in {0}.', seconds(retryAfterMs));
    return { kind: 'RateLimited', status: 429, retryAfterMs, message };
  },

  serverError(status: number): LookupError {
    return {
      kind: 'ServerError',
      status,
      message: l10n.t('The service failed to answer (HTTP {0}): try again later.', status),
    };
  },

  unexpectedStatus(status: number): LookupError {
    return {
      kind: 'InvalidResponse',
      status,
      message: l10n.t('The service answered with an unexpected HTTP {0}.', status),
    };
  },

  crossOriginRedirect(status: number, host: string): LookupError {
    return {
      kind: 'InvalidResponse',
      status,
      message: l10n.t(
        'The service redirected to another address ({0}); it was not followed, because the API key only goes to the configured base address.',
        host,
      ),
    };
  },

  redirectLoop(status: number): LookupError {
    return {
      kind: 'InvalidResponse',
      status,
      message: l10n.t(
        'The service kept redirecting the lookup (HTTP {0}, a redirect loop); it was stopped there.',
        status,
      ),
    };
  },

  timeout(ms: number): LookupError {
    return { kind: 'Timeout', message: l10n.t('The service did not answer within {0}.', seconds(ms)) };
  },

  bodyTimeout(ms: number): LookupError {
    return {
      kind: 'Timeout',
      message: l10n.t('The service started answering but did not finish within {0}.', seconds(ms)),
    };
  },

  cutMidAnswer(host: string): LookupError {
    return { kind: 'Network', message: l10n.t('The connection to {0} was cut while the answer was arriving.', host) };
  },

  certificate(host: string, code: string): LookupError {
    return {
      kind: 'Network',
      message: l10n.t('The TLS certificate of {0} was not accepted ({1}), so the API key was not sent.', host, code),
    };
  },

  proxyCertificate(proxyHost: string): LookupError {
    return {
      kind: 'Network',
      message: l10n.t('The TLS certificate of the proxy {0} was not accepted, so the API key was not sent.', proxyHost),
    };
  },

  headersTooLarge(limitBytes: number): LookupError {
    return {
      kind: 'InvalidResponse',
      message: l10n.t(
        'The service sent an invalid answer: its headers are larger than {0} KB.',
        Math.round(limitBytes / 1024),
      ),
    };
  },

  notHttp(): LookupError {
    return { kind: 'InvalidResponse', message: l10n.t('The service sent an invalid answer that is not HTTP.') };
  },

  unaskedContinue(): LookupError {
    return {
      kind: 'InvalidResponse',
      message: l10n.t('The service sent an invalid answer: an interim “100 Continue” that the lookup did not ask for.'),
    };
  },

  network(host: string, what: string): LookupError {
    return { kind: 'Network', message: l10n.t('Could not reach {0}: {1}.', host, what) };
  },

  tooBig(limitBytes: number): LookupError {
    return {
      kind: 'InvalidResponse',
      status: 200,
      message: l10n.t(
        'The service sent a response larger than {0} KB; it was not read.',
        Math.round(limitBytes / 1024),
      ),
    };
  },

  notJson(): LookupError {
    return {
      kind: 'InvalidResponse',
      status: 200,
      message: l10n.t('The service sent a response that is not valid JSON.'),
    };
  },

  invalidField(field: string, problem: string): LookupError {
    return {
      kind: 'InvalidResponse',
      status: 200,
      field,
      message: l10n.t('The service sent an invalid user: `{0}` {1}.', field, problem),
    };
  },

  cancelled(): LookupError {
    return { kind: 'Cancelled', message: l10n.t('The lookup was cancelled.') };
  },
};
