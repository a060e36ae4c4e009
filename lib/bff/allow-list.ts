/**
 * Which product-API calls the browser may make through /app/api/** (DESIGN: backend-for-frontend).
 * The proxy forwards only what is listed here, so a new browser-side call is one more entry.
 * Patterns match the path after /app/api/ (and after /cli/ on the API), without the query string.
 *
 * Deliberately absent: POST profiles/login and POST profiles/logout. They go through
 * /app/api/session/login and /logout, which keep the token in the session cookie; forwarding
 * login here would hand the JWT to the browser.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ForwardableCall = { method: HttpMethod; pattern: RegExp };

export const forwardableCalls: readonly ForwardableCall[] = [
  // Catalogue and content (spec §7, no auth)
  { method: 'GET', pattern: /^ecommerce\/products$/ },
  { method: 'GET', pattern: /^ecommerce\/products\/featured$/ },
  { method: 'GET', pattern: /^ecommerce\/products\/search$/ },
  { method: 'GET', pattern: /^ecommerce\/deliveries$/ },
  { method: 'GET', pattern: /^categories$/ },
  { method: 'GET', pattern: /^cms\/banners$/ },
  { method: 'GET', pattern: /^cms\/leaflets(\/\d+)?$/ },
  // Store locator (spec §7, no auth)
  { method: 'GET', pattern: /^stores\/(ecommerce|states|ecommerce\/delivery)$/ },
  // Locations (spec §7)
  { method: 'GET', pattern: /^addresses\/(states|counties|cities|zipcodes|nations)$/ },
  // Profile (spec §7): the signed-in customer, re-read after a change
  { method: 'GET', pattern: /^profiles\/login$/ },
  // Sign-up wizard (spec §2 /signup, §7): the loyalty-card check and the sign-up itself, both
  // signed out. Sign-up answers no token to keep (withoutToken strips one anyway): the wizard then
  // signs in through /app/api/session/login like the login form.
  { method: 'POST', pattern: /^profiles\/signup$/ },
  { method: 'POST', pattern: /^profiles\/signupcheck$/ },
  // Password reset (spec §2 /reset, §7): ask for a link by e-mail, then set a new password with
  // the link's token. Both work signed out; the contact form has its own route (app/api/contact/us)
  // because it forwards the captcha header.
  { method: 'POST', pattern: /^profiles\/password$/ },
  { method: 'POST', pattern: /^profiles\/password\/reset$/ },
  // Profile area (spec §2 /profile, §7; issue 12 item 7), signed in: the profile, the favourite
  // store, points, password change, shipping and billing addresses, and the data export. Closing
  // the account is not here: /app/api/session/account clears the session in the same answer.
  { method: 'PUT', pattern: /^profiles$/ },
  { method: 'GET', pattern: /^profiles\/(point-balance|addresses|billing\/addresses|export)$/ },
  {
    method: 'POST',
    pattern:
      /^profiles\/(preferences\/store|password\/change|addresses|addresses\/delete|billing\/addresses|billing\/addresses\/delete)$/,
  },
];

/**
 * Only plain name segments: letters, digits, '-' and '_'. This refuses '.', '..', empty segments
 * and anything still percent-encoded ('%2e%2e', '%2f'), whether or not Next decoded the segment
 * first, so no path can climb out of /cli/ on the API or reach a route that is not listed.
 */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]+$/;

/** The API path (under /cli/) for an allowed call, or null when the call must not be forwarded. */
export function forwardablePath(method: string, segments: readonly string[]): string | null {
  const upper = method.toUpperCase();
  const path = listedPath(segments);
  return path !== null && methodsAllowedFor(segments).some((allowed) => allowed === upper) ? path : null;
}

/**
 * The methods the allow-list serves on this path, for the Allow header of a 405; empty when the
 * path is not listed at all (then the answer is 404, which says nothing about what exists).
 */
export function methodsAllowedFor(segments: readonly string[]): HttpMethod[] {
  const path = listedPath(segments);
  if (path === null) return [];
  const methods = forwardableCalls.filter((call) => call.pattern.test(path)).map((call) => call.method);
  return [...new Set(methods)];
}

function listedPath(segments: readonly string[]): string | null {
  if (segments.length === 0 || !segments.every((segment) => SAFE_SEGMENT.test(segment))) return null;
  return segments.join('/');
}
