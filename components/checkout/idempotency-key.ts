/**
 * One Idempotency-Key per attempt to place the order (architecture: The API contract): a submission
 * retried after a failed call (no answer) keeps its key, so the API answers the first one's
 * order if it did place it; a changed form or an answered attempt (placed or refused; the API
 * keeps refusals under their key too) starts a new one.
 */
export class AttemptKeys {
  private attempt: { body: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key for a request with this body. */
  keyFor(body: string): string {
    if (this.attempt?.body !== body) this.attempt = { body, key: this.newKey() };
    return this.attempt.key;
  }

  /** The API answered: the next request is a new attempt. */
  answered(): void {
    this.attempt = null;
  }
}
