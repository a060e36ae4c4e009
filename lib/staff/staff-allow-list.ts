import type { ForwardableCall } from '@/lib/bff/allow-list';

/**
 * The staff's BFF (/app/api/ops/**, app/api/ops/[...path]/route.ts) forwards only these calls, to
 * the API's /ops/** with the staff token of the staff cookie (architecture: The staff's screen).
 * Sign-in and sign-out are its own routes (/app/api/ops/session/*), which keep the token in the
 * cookie. Patterns match the path after /app/api/ops/ (and after /ops/ on the API).
 */
export const staffForwardableCalls: readonly ForwardableCall[] = [
  // Who is signed in, and the orders overview of today and tomorrow (issue 29 item 4).
  { method: 'GET', pattern: /^me$/ },
  { method: 'GET', pattern: /^orders(\/\d+)?$/ },
  // The pick list of one order and the substitutes search; a line recorded and a status change
  // (issue 29 item 4; contract/picking.ts).
  { method: 'GET', pattern: /^orders\/\d+\/(pick-list|substitutes)$/ },
  { method: 'POST', pattern: /^orders\/\d+\/(pick-lines|status)$/ },
];
