/**
 * A failed BFF call. `refused` means the API answered with a non-zero spec §8 response code
 * (`code`); otherwise the call itself failed and `code` is the HTTP status. `retryAfterSeconds`
 * is how long the shop asked us to wait (Retry-After of a 429), when it said. Kept apart from
 * bff-fetch.ts, which brings zod, so that first-load code can name the error without it.
 */
export class BffError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly refused = false,
    readonly status = 0,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'BffError';
  }
}
