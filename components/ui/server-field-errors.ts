import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { BffError } from '@/lib/queries/bff-error';

/**
 * Puts the API's field errors (the 4000 envelope's `fields`, spec §5 message keys) on the form's
 * own fields: the API checks the same rules and a few only it can (a city not in its list, a
 * card already taken). `fieldOf` names the form field of an API path ('cards.0.code' →
 * 'cardNumber'), or null for one the form does not show. Returns whether any was shown.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (path: string) => Path<T> | null,
): boolean {
  const fields = serverFieldErrorsOf(error, fieldOf);
  fields.forEach(({ name, message }, index) => {
    setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return fields.length > 0;
}

/** The API's field errors that name one of the form's fields, under that field's name. */
export function serverFieldErrorsOf<T extends FieldValues>(
  error: unknown,
  fieldOf: (path: string) => Path<T> | null,
): { name: Path<T>; message: string }[] {
  if (!(error instanceof BffError)) return [];
  return error.fields.flatMap((field) => {
    // A schema error names the part of the request ('body.firstName'); a service's refusal may not.
    const name = fieldOf(field.path.replace(/^body\./, ''));
    return name === null ? [] : [{ name, message: field.message }];
  });
}

/** A field-name lookup for forms whose fields carry the API's names. */
export function sameNameIn<T extends FieldValues>(
  names: readonly Path<T>[],
): (path: string) => Path<T> | null {
  return (path) => names.find((name) => name === path) ?? null;
}

/** The API's own words for a refusal (spec §8: 'other: the server's errorMessage is shown'). */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof BffError && error.refused && error.message ? error.message : null;
}
