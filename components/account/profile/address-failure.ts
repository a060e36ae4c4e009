import { serverMessageOf } from '@/components/ui/server-field-errors';

/**
 * The line an address popup shows when saving or deleting failed (spec §8 has these failures only
 * logged; the shopper still needs to know the address was not saved): the fields to fix when the
 * API marked them, else the API's own message, else a plain 'try again'.
 */
export function addressFailureText(
  error: unknown,
  fieldsShown: boolean,
  texts: { checkFields: string; failed: string },
): string {
  if (fieldsShown) return texts.checkFields;
  return serverMessageOf(error) ?? texts.failed;
}
