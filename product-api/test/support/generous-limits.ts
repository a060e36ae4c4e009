/**
 * The per-address and per-card attempt limits set far above what any suite does, for test apps
 * that sign up many customers or send many forms from inject's one address; the tests of those
 * limits set their own low values over these.
 */
export const GENEROUS_LIMITS: Record<string, string> = {
  CARD_CHECK_LIMIT_PER_HOUR: '100000',
  CARD_CHECK_MAX_FAILURES: '100000',
  SIGNUP_LIMIT_PER_HOUR: '100000',
  PASSWORD_RESET_LIMIT_PER_HOUR: '100000',
  CONTACT_LIMIT_PER_HOUR: '100000',
  CARD_BOARDING_LIMIT_PER_HOUR: '100000',
};
