import { z } from 'zod';

/**
 * Response codes of spec §8, in one place. Business failures travel with HTTP 200 and one of
 * these codes; the storefront maps a code to a translated message by its key.
 */
export const ResponseCode = {
  OK: 0,
  USER_NOT_FOUND: 2,
  INVALID_USERNAME: 4,
  PASSWORD_NOT_VALID: 13,
  INVALID_PHONE: 30,
  DELIVERY_NOT_ACTIVE_FOR_ADDRESS: 42,
  SIGNUP_INCOMPLETE_PROFILE: 44,
  LAST_SMARTLIST: 2035,
  HOME_DELIVERY_NOT_ACTIVE_FOR_CITY: 2222,
  GENERIC_ERROR: 4000,
  CART_NOT_FOUND: 4004,
  CART_CLOSED: 4008,
  SLOT_NO_LONGER_AVAILABLE: 4028,
  RESERVATION_TIME_EXCEEDED: 4029,
  PRODUCT_NOT_FOUND: 4030,
  PRODUCT_NOT_VALID: 4031,
  MAX_QUANTITY_REACHED: 4034,
  MISSING_BILLING_ADDRESS: 4037,
  MAX_BUNDLES_EXCEEDED: 4038,
  ITEMS_CHANGED: 4105,
  WRONG_ORDER_STATUS: 4205,
  /** Ours, not the spec's: the order changed since the caller read it (docs/order-lifecycle.md). */
  ORDER_CHANGED: 4206,
  NO_STORE_FOR_CITY: 6007,
  NO_AVAILABILITY: 6008,
} as const;

export type ResponseCodeName = keyof typeof ResponseCode;
export type ResponseCodeValue = (typeof ResponseCode)[ResponseCodeName];

/** English messages the API sends in errorMessage; the storefront translates by code instead. */
export const responseMessages: Record<ResponseCodeValue, string> = {
  0: 'Success',
  2: 'User not found',
  4: 'Invalid username',
  13: 'Password not valid',
  30: 'Invalid phone number',
  42: 'Delivery service not currently active for the address entered',
  44: 'Please enter a valid e-mail address to complete your profile',
  2035: 'You cannot delete the last smartlist',
  2222: 'Home delivery not active for the selected city',
  4000: 'Generic error',
  4004: 'Cart not found',
  4008: 'Your cart has been closed and your items moved in your shopping list',
  4028: 'Chosen time slot no longer available; select a new time',
  4029: 'Time limit to reserve the order exceeded',
  4030: 'Product not found',
  4031: 'Product not valid',
  4034: 'Maximum purchasable quantity reached',
  4037: 'Missing billing address',
  4038: 'Maximum number of bundles in the order exceeded',
  4105: 'Some items changed price or are no longer available',
  4205: 'Wrong order status',
  4206: 'The order was changed meanwhile; reload it and try again',
  6007: 'No store associated with the city',
  6008: 'No availability',
};

/** The envelope every API response is wrapped in (architecture: The API contract). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    responseCode: z.number().int(),
    data: data.optional(),
    errorMessage: z.string().optional(),
  });
}

export const errorEnvelopeSchema = z.object({
  responseCode: z.number().int(),
  errorMessage: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** The answer of a call that succeeds without data (logout, password change, account deletion). */
export const emptyEnvelopeSchema = z.object({
  responseCode: z.number().int(),
  errorMessage: z.string().optional(),
});

export type Envelope<T> = { responseCode: number; data?: T; errorMessage?: string };
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** A field of a refused form and the rule key it broke (spec §5), as in a schema error's `fields`. */
export type FieldError = { path: string; message: string };

/**
 * Result of a service call: data on success, a spec §8 code otherwise (architecture, Code
 * conventions: results, not throws). `fields` marks a form refused by a rule only the database can
 * check (a city, a card): it is answered like a schema error (HTTP 400, code 4000, the fields), see
 * http/envelope.ts.
 */
export type Result<T> =
  { ok: true; data: T } | { ok: false; code: ResponseCodeValue; message?: string; fields?: FieldError[] };

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });
export const fail = <T = never>(code: ResponseCodeValue, message?: string): Result<T> =>
  message === undefined ? { ok: false, code } : { ok: false, code, message };

/** The form's fields broke rules the contract schema cannot know (e.g. a city not in the list). */
export const refuseFields = <T = never>(fields: FieldError[]): Result<T> => ({
  ok: false,
  code: ResponseCode.GENERIC_ERROR,
  message: 'Invalid request',
  fields,
});

export function success<T>(data: T): Envelope<T> {
  return { responseCode: ResponseCode.OK, data };
}

export function failure(code: ResponseCodeValue, message?: string): ErrorEnvelope {
  return { responseCode: code, errorMessage: message ?? responseMessages[code] };
}
