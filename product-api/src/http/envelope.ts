import { failure, success, type Envelope, type ErrorEnvelope, type Result } from '../contract/envelope';

/** Wraps a service result in the spec's envelope: HTTP 200 for success and business failures. */
export function toEnvelope<T>(result: Result<T>): Envelope<T> | ErrorEnvelope {
  if (result.ok) return success(result.data);
  const body = failure(result.code, result.message);
  return result.fields ? { ...body, fields: result.fields } : body;
}

/** HTTP status of a result: 400 for refused fields (a mistake in the form, like a schema error), else 200. */
export const statusOf = <T>(result: Result<T>): 200 | 400 => (!result.ok && result.fields ? 400 : 200);
