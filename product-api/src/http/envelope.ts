import { failure, success, type Envelope, type ErrorEnvelope, type Result } from '../contract/envelope';

/** Wraps a service result in the spec's envelope: HTTP 200 for success and business failures. */
export function toEnvelope<T>(result: Result<T>): Envelope<T> | ErrorEnvelope {
  return result.ok ? success(result.data) : failure(result.code, result.message);
}
