/**
 * A hint beside the session cookie, readable by the page's scripts, that someone is signed in.
 * Pages are cached HTML, the same for everyone, so the browser decides from it whether to ask who
 * (/app/api/session) or to stay a visitor without a request. It holds no secret: a forged one only
 * costs its holder that request. lib/session/session-cookie.ts writes and clears it with the session cookie.
 */
export const SIGNED_IN_COOKIE = 'signedIn';

/** Whether a `document.cookie` string carries the hint. */
export function hasSignedInHint(cookie: string): boolean {
  return cookie.split(';').some((pair) => pair.trim() === `${SIGNED_IN_COOKIE}=1`);
}
