// Where the key may go. The key travels in a header, so a plain http:// base address would hand it to
// anyone on the path; only loopback (a local stand-in or tunnel) is exempt.
import type { LookupError } from '../../model/lookupError';
import { l10n } from '../../l10n';
import { lookupErrors } from '../model/errors';

export interface Endpoint {
  /** scheme://host[:port], what undici dispatches on. */
  origin: string;
  /** Host for messages (never user info: a base address may carry credentials). */
  host: string;
  /** Path prefix before /v1, without a trailing slash ('' for most). */
  pathPrefix: string;
}

export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

export function resolveEndpoint(baseUrl: string): { ok: true; endpoint: Endpoint } | { ok: false; error: LookupError } {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    return { ok: false, error: lookupErrors.invalidBaseUrl(l10n.t('it is not a URL')) };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, error: lookupErrors.invalidBaseUrl(l10n.t('only https:// addresses are supported')) };
  }
  if (url.username !== '' || url.password !== '') {
    return {
      ok: false,
      error: lookupErrors.invalidBaseUrl(
        l10n.t('it must not contain a user name or password (the API key is sent in a header)'),
      ),
    };
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    return { ok: false, error: lookupErrors.insecureUrl(url.host) };
  return { ok: true, endpoint: { origin: url.origin, host: url.host, pathPrefix: url.pathname.replace(/\/+$/, '') } };
}
