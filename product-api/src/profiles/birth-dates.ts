import { parseFormDate } from '../contract/profile-rules';

/**
 * Birth dates travel as the forms have them (dd/MM/yyyy) and are stored as yyyy-MM-dd (users and
 * the tills' loyalty_cards alike), so the two spellings meet only here.
 */
export function storedDateOf(formDate: string): string | null {
  const date = parseFormDate(formDate);
  return date ? date.toISOString().slice(0, 10) : null;
}

export function formDateOf(storedDate: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(storedDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}
