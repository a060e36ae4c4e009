/**
 * Which product-API calls the browser may make through /app/api/** (architecture: The two servers,
 * the backend-for-frontend). The proxy forwards only what is listed here, so a new browser-side
 * call is one more entry. Patterns match the path after /app/api/ (and after /cli/ on the API),
 * without the query string.
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
  // store, the allergens avoided (issue 33), points, password change, shipping and billing addresses, and the data export. Closing
  // the account is not here: /app/api/session/account clears the session in the same answer.
  { method: 'PUT', pattern: /^profiles$/ },
  { method: 'GET', pattern: /^profiles\/(point-balance|addresses|billing\/addresses|export)$/ },
  {
    method: 'POST',
    pattern:
      /^profiles\/(preferences\/store|preferences\/allergens|password\/change|addresses|addresses\/delete|billing\/addresses|billing\/addresses\/delete)$/,
  },
  // The cart (spec §2 /cart, §7 Cart; issue 13 item 4), signed in: the current and open carts,
  // a line set or removed, a line's substitution preference and picker note (issue 29), the cart
  // priced again, deleted or chosen, the checkout's price check, and the first free slot the cart
  // page shows.
  { method: 'GET', pattern: /^ecommerce\/(cart\/current|carts\/open|slots\/first\/available)$/ },
  {
    method: 'POST',
    pattern: /^ecommerce\/cart\/(store|delete|line\/preferences|review|abort|select|freeze\/check)$/,
  },
  // Cart creation and move (spec §2 /cart/create, /cart/update; issue 13 item 3), signed in: open a
  // cart, move it to another mode or store, and the first free slot of a store's pick-up or of
  // delivery to an address's city (with and without the store segment, spec §7).
  { method: 'POST', pattern: /^ecommerce\/cart\/(open|move)$/ },
  {
    method: 'GET',
    pattern:
      /^ecommerce\/(stores\/\d+\/)?delivery\/(IN_STORE|AT_HOME|DRIVE|SHIPPED)\/slots\/first\/available$/,
  },
  // Checkout (spec §2 /checkout, §4 checkout, §7; issue 13 items 2, 6, 7), signed in: the cart's
  // days and a day's time slots, the slot held while checking out, the payment methods of the
  // mode, the order placed (the proxy passes its Idempotency-Key on), the order read back on the
  // confirm step, and the online payment's redirect address.
  { method: 'GET', pattern: /^ecommerce\/slots\/\d+(\/days)?$/ },
  { method: 'POST', pattern: /^ecommerce\/(slots\/hold|cart\/freeze)$/ },
  { method: 'GET', pattern: /^ecommerce\/configuration\/deliveryMode\/(IN_STORE|AT_HOME|DRIVE|SHIPPED)$/ },
  { method: 'GET', pattern: /^ecommerce\/orders\/\d+\/fetch$/ },
  { method: 'GET', pattern: /^pay\/(apcopay|stripe)\/authorize$/ },
  // The customer's orders (spec §2 /orders, §7; issue 29 item 1), signed in: a page of the list
  // (?s=5&p=) and the order again as a cart. The detail is the checkout's orders/{id}/fetch above
  // and the abort is cart/abort with orderId.
  { method: 'GET', pattern: /^ecommerce\/orders$/ },
  { method: 'GET', pattern: /^ecommerce\/cart\/copy-order\/\d+$/ },
  // Shopping lists and favourites (spec §2 /smartlist, /favorites, §7 under /cli/slists; issue 32
  // items 1, 2 and 6), signed in: the lists, a list's changes and items (ticks too), the list into the cart
  // (README: Shopping lists and favourites), an order copied into a new list, and the favourites.
  { method: 'GET', pattern: /^slists(\/\d+)?$/ },
  {
    method: 'POST',
    pattern:
      /^slists\/(create|rename|copy|delete|items\/create|items\/update|items\/check|items\/delete|to-cart)$/,
  },
  { method: 'POST', pattern: /^ecommerce\/copy\/to\/smartlist\/\d+$/ },
  { method: 'GET', pattern: /^slists\/products\/favorite\/all$/ },
  { method: 'POST', pattern: /^slists\/products\/favorite\/(add|delete)$/ },
  // Coupons (spec §2 /coupons, §7; issue 32 item 3), signed in: the customer's coupons, and one
  // activated (an empty POST answering the whole list).
  { method: 'GET', pattern: /^coupons$/ },
  { method: 'POST', pattern: /^coupons\/\d+$/ },
  // Linked cards (spec §2 /payments, §7 Payment; issue 32 item 5), signed in: the list, a card
  // removed, and an order paid with the linked card (README: Linked cards). The linking flow is a
  // link of its own (app/api/payments/boarding). The storefront calls them only with
  // FEATURE_PAYMENTS on.
  { method: 'GET', pattern: /^pay\/paymentmethod$/ },
  { method: 'POST', pattern: /^pay\/paymentmethod\/(delete|pay)$/ },
];

/**
 * Only plain name segments: letters, digits, '-' and '_'. This refuses '.', '..', empty segments
 * and anything still percent-encoded ('%2e%2e', '%2f'), whether or not Next decoded the segment
 * first, so no path can climb out of /cli/ on the API or reach a route that is not listed.
 */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * The API path (under /cli/) for an allowed call, or null when the call must not be forwarded.
 * `calls` is another list for another BFF (the staff's, lib/staff/staff-allow-list.ts).
 */
export function forwardablePath(
  method: string,
  segments: readonly string[],
  calls: readonly ForwardableCall[] = forwardableCalls,
): string | null {
  const upper = method.toUpperCase();
  const path = listedPath(segments);
  return path !== null && methodsAllowedFor(segments, calls).some((allowed) => allowed === upper)
    ? path
    : null;
}

/**
 * The methods the allow-list serves on this path, for the Allow header of a 405; empty when the
 * path is not listed at all (then the answer is 404, which says nothing about what exists).
 */
export function methodsAllowedFor(
  segments: readonly string[],
  calls: readonly ForwardableCall[] = forwardableCalls,
): HttpMethod[] {
  const path = listedPath(segments);
  if (path === null) return [];
  const methods = calls.filter((call) => call.pattern.test(path)).map((call) => call.method);
  return [...new Set(methods)];
}

function listedPath(segments: readonly string[]): string | null {
  if (segments.length === 0 || !segments.every((segment) => SAFE_SEGMENT.test(segment))) return null;
  return segments.join('/');
}
