/**
 * The tag of a test whose subject is the same at every width (an HTTP answer, a language, a rule,
 * a redirect), inside a spec the mobile project runs for its layout: the desktop project runs it,
 * the mobile project leaves it out (playwright.config.ts), so CI pays for it once.
 */
export const ANY_WIDTH = '@any-width';
