// One deadline for a whole exchange (connect, headers, redirects, body). undici's own time-outs are idle
// timers: a body sent one byte a second never trips them. This one aborts the request when time is up,
// whatever is still arriving, and says so; it also passes on the asker's own cancellation.

export class ExchangeDeadline {
  readonly signal: AbortSignal;
  /** True once the deadline, not the asker, ended the exchange. */
  expired = false;
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;

  constructor(
    ms: number,
    private readonly outer: AbortSignal | undefined,
  ) {
    this.signal = this.controller.signal;
    this.timer = setTimeout(() => {
      this.expired = true;
      this.controller.abort();
    }, ms);
    // Nothing to keep a process alive for: the request itself does that while it runs.
    this.timer.unref();
    outer?.addEventListener('abort', this.passOnAbort, { once: true });
  }

  private readonly passOnAbort = (): void => this.controller.abort();

  /** The exchange is over (answered, failed or cancelled): the timer and listener go. */
  end(): void {
    clearTimeout(this.timer);
    this.outer?.removeEventListener('abort', this.passOnAbort);
  }
}
