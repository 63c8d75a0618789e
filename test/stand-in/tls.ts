// The stand-in's TLS identity: a self-signed certificate (100 years) for api.profile-lookup.test, localhost
// and 127.0.0.1, made with `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -days 36500
// -nodes`. Its private key is public on purpose and protects nothing: no client trusts this certificate
// unless told not to check, which is what the certificate tests need. `.test` is reserved (RFC 2606), so the
// name resolves nowhere: a client reaches it only through the test proxy, which maps it to 127.0.0.1.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const STAND_IN_TLS_HOST = 'api.profile-lookup.test';

/**
 * Read on first use, not on import: the stand-in is also bundled into the integration suite (out/integration/),
 * which starts it over plain http:// only and has no tls/ folder beside it.
 */
export function standInTls(): { key: Buffer; cert: Buffer } {
  return { key: readFileSync(join(__dirname, 'tls', 'key.pem')), cert: readFileSync(join(__dirname, 'tls', 'cert.pem')) };
}
