// What a lookup can end in besides a profile. Errors are plain data with a `kind` because nothing crosses the
// lazy bundles' boundary by `instanceof`.

export type LookupErrorKind =
  | 'NoKey'
  | 'InvalidId'
  | 'Unauthorized'
  | 'NotFound'
  | 'RateLimited'
  | 'ServerError'
  | 'Timeout'
  | 'Network'
  | 'InvalidResponse'
  | 'InsecureUrl'
  | 'Cancelled'
  /** A part of the extension itself could not be loaded (a broken or half-updated install): no request was sent. */
  | 'BrokenInstall';

export interface LookupError {
  kind: LookupErrorKind;
  /** User-facing, one sentence, never contains the key. */
  message: string;
  retryAfterMs?: number;
  status?: number;
  field?: string;
}

/** The errors only a key can mend: none is set, or the service rejected the one sent. */
export type KeyErrorKind = Extract<LookupErrorKind, 'NoKey' | 'Unauthorized'>;

export function isKeyError<E extends { kind: LookupErrorKind }>(error: E): error is E & { kind: KeyErrorKind } {
  return error.kind === 'NoKey' || error.kind === 'Unauthorized';
}

/** What a lookup ended in, in short: the Lookup User command resolves to it once the panel shows the user or the error. */
export interface LookupOutcome {
  id: string;
  state: 'profile' | 'error';
  errorKind?: LookupErrorKind;
  /** A remembered profile older than the cache's time to live: why it was not refreshed, or 'refreshing'. */
  stale?: LookupErrorKind | 'refreshing' | 'remembered';
}
