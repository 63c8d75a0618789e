// API keys the stand-in accepts, and whose ids the service names in the Token-Creator/Token-User headers.

/** A user's own token: creator and user are the same id. */
export const SAMPLE_KEY = 'lorixp_k7YoEB6NLYDjum2kdDfzgb6AN4s1N8v3eVNkBiMC4Kx';
/** A bot's token: the token user acts for the creator's bot, so the two ids differ. */
export const SECOND_KEY = 'lorixp_EMuQBEX6GJ7gB1nFBAN5PWj4RE9YHorE6JCaNYguh7m';
/** Always accepted, so each test can bring its own key and with it its own rate-limit bucket. */
export const TEST_KEY_PREFIX = 'lorixp_test_';

export interface TokenIdentity {
  creator: string;
  user: string;
}

const IDENTITIES: ReadonlyMap<string, TokenIdentity> = new Map([
  [SAMPLE_KEY, { creator: '378864228371772203', user: '378864228371772203' }],
  [SECOND_KEY, { creator: '297882825524903080', user: '297883077183530966' }],
]);
const ANY_OTHER_KEY: TokenIdentity = { creator: '529448671642503904', user: '529448671642503904' };

export function isAcceptedKey(token: string | undefined, keys: ReadonlySet<string>): token is string {
  if (token === undefined) return false;
  return keys.has(token) || (token.startsWith(TEST_KEY_PREFIX) && token.length > TEST_KEY_PREFIX.length);
}

export function identityOf(token: string): TokenIdentity {
  return IDENTITIES.get(token) ?? ANY_OTHER_KEY;
}
