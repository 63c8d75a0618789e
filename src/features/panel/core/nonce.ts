import { randomBytes } from 'node:crypto';

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const NONCE_LENGTH = 32;

/**
 * A fresh script nonce for one render of the page. Drawn from the OS CSPRNG: a guessable nonce would let
 * injected markup carry its own <script nonce=...>. Rejection sampling keeps every letter equally likely
 * (256 is not a multiple of 62).
 */
export function createNonce(): string {
  const limit = 256 - (256 % NONCE_ALPHABET.length);
  let nonce = '';
  while (nonce.length < NONCE_LENGTH) {
    for (const byte of randomBytes(NONCE_LENGTH * 2)) {
      if (byte >= limit) continue;
      nonce += NONCE_ALPHABET[byte % NONCE_ALPHABET.length];
      if (nonce.length === NONCE_LENGTH) break;
    }
  }
  return nonce;
}
