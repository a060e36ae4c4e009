import { BASE_PATH } from './base-path';

/**
 * hCaptcha's origins: its script, the widget's frame, its styles and its calls come from these
 * (hCaptcha's CSP guidance names exactly these two for script-src, frame-src, style-src and
 * connect-src).
 */
export const HCAPTCHA_ORIGINS: readonly string[] = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];

/**
 * The pages that show the hCaptcha widget: the contact form (spec §2 /contactUs), the sign-in
 * page with the login's human check (/login, README: Login limits) and the staff sign-in (/ops,
 * which asks for the same check), in English and under the
 * Italian prefix (the locales of i18n/routing.ts; a test keeps the two in step). Only their
 * Content-Security-Policy lets hCaptcha in (server/security-headers.ts).
 */
const CAPTCHA_PAGE = new RegExp(`^${BASE_PATH}(?:/it)?/(?:contactUs|login|ops)/?$`);

/** Whether the page at `pathname` (with /app, without the query) shows the hCaptcha widget. */
export function isCaptchaPage(pathname: string): boolean {
  return CAPTCHA_PAGE.test(pathname);
}
