import { z } from 'zod';
import { RULE } from './profile-rules';

/**
 * The short free texts a customer writes for the shop (spec §5 notes rules): the checkout's
 * delivery notes and each cart line's note for the picker. One home, so both fields strip and
 * count alike on the form and on the API.
 */

/** Spec §5: notes at most 50 characters. */
export const NOTES_MAX_LENGTH = 50;

/**
 * Spec §5: emoji and symbol characters are stripped from the notes (letters, digits, spaces and
 * ordinary punctuation stay), then the text is trimmed.
 */
export function stripNoteSymbols(text: string): string {
  return removeNoteSymbols(text).replace(/\s+/g, ' ').trim();
}

/**
 * Only the emoji and symbols of stripNoteSymbols, spaces left as they are: what a notes field
 * strips as the customer types (trimming there would eat the space before each word).
 */
export function removeNoteSymbols(text: string): string {
  return text.replace(/[\p{Extended_Pictographic}\p{S}\u200d\ufe0f]/gu, '');
}

/**
 * The checkout's notes field as the customer types: emoji and symbols go, and the space left on
 * either side of one goes with it (issue 30: 'Ring 🔔 twice' reads 'Ring twice', not 'Ring  twice').
 * Spaces are never doubled and never lead, as stripNoteSymbols would send them; a space at the
 * end stays, or the next word could not be typed. What the counter counts is what is sent.
 */
export function typedNoteOf(text: string): string {
  return removeNoteSymbols(text).replace(/\s+/g, ' ').replace(/^ /, '');
}

export const notesSchema = z
  .string()
  .default('')
  .transform(stripNoteSymbols)
  .pipe(z.string().max(NOTES_MAX_LENGTH, RULE.tooLong));
