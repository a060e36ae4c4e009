/**
 * Spec §1: the shop can be embedded in the mobile app; `?origin=APP` hides header and footer, and
 * the choice sticks for the visit (a session cookie). Pages are cached HTML, the same for every
 * shopper, so the browser decides it before the first paint (pre-paint-script.ts).
 */
export const APP_ORIGIN_PARAM = 'origin';
export const APP_ORIGIN_COOKIE = 'origin';
export const APP_ORIGIN_VALUE = 'APP';
