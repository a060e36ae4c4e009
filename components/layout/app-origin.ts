/**
 * Spec §1: the shop can be embedded in the mobile app; `?origin=APP` hides header and footer.
 * proxy.ts turns the query parameter into a session cookie so the choice sticks for the visit.
 */
export const APP_ORIGIN_PARAM = 'origin';
export const APP_ORIGIN_COOKIE = 'origin';
export const APP_ORIGIN_VALUE = 'APP';

type CookieReader = { get(name: string): { value: string } | undefined };

export function isEmbeddedInApp(cookies: CookieReader): boolean {
  return cookies.get(APP_ORIGIN_COOKIE)?.value === APP_ORIGIN_VALUE;
}
