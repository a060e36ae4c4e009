import { BffError } from '@/lib/queries/bff-error';
import { type SignupField, fieldOfServerPath } from './signup-values';

/**
 * What a failed sign-up call says to the wizard: the fields the API refused (its 4000 envelope),
 * a spec §8 code with the API's message, or nothing usable (the call itself failed, or the BFF had
 * no such route or could not reach the API: 'try again').
 */
export type Refusal =
  | { kind: 'fields'; fields: { field: SignupField; message: string }[] }
  | { kind: 'code'; code: number; message: string }
  | { kind: 'failed' };

export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof BffError) || !error.refused || error.status >= 500 || error.status === 404) {
    return { kind: 'failed' };
  }
  const fields = error.fields.flatMap(({ path, message }) => {
    const field = fieldOfServerPath(path);
    return field ? [{ field, message }] : [];
  });
  if (fields.length > 0) return { kind: 'fields', fields };
  // A 400 that names no field of ours is not something the shopper can fix by reading it.
  if (error.status === 400) return { kind: 'failed' };
  return { kind: 'code', code: error.code, message: error.message };
}
