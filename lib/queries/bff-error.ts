/** A field the API refused (the 4000 envelope's `fields`): its path and a message key of spec §5. */
export type FieldError = { path: string; message: string };

/**
 * A failed BFF call. `refused` means the API answered with a non-zero spec §8 response code
 * (`code`); otherwise the call itself failed and `code` is the HTTP status. `retryAfterSeconds`
 * is how long the shop asked us to wait (Retry-After of a 429), when it said; `fields` the fields
 * it refused, so a form can show each error on its field. Kept apart from bff-fetch.ts, which
 * brings zod, so that first-load code can name the error without it.
 */
export class BffError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly refused = false,
    readonly status = 0,
    readonly retryAfterSeconds: number | null = null,
    readonly fields: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = 'BffError';
  }
}
