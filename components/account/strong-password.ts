/**
 * Spec §5 (checkPassword): a strong password mixes at least three of the four kinds of character
 * (lower case, upper case, digits, symbols). A hint for the shopper, never a rule: only the length
 * is enforced. Every new-password hint (signup, reset, profile) measures against this.
 */
export const STRONG_PASSWORD_KINDS = 3;
