// What a scan asks of whoever may stop it: the shape of vscode.CancellationToken (an agent tool's token is passed
// as is), without importing vscode, so that the shared layers stay plain Node.

export interface Cancellation {
  readonly isCancellationRequested: boolean;
}

/** An AbortSignal seen as a Cancellation (the Ids view abandons a scan through an AbortController). */
export function abortCancellation(signal: AbortSignal): Cancellation {
  return {
    get isCancellationRequested() {
      return signal.aborted;
    },
  };
}

export const NEVER_CANCELLED: Cancellation = { isCancellationRequested: false };
