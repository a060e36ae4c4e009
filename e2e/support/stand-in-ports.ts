/**
 * Ports of the e2e stand-ins for the outside world (no internet here): an SMTP server that keeps
 * what the API mails, and hCaptcha's verify endpoint. scripts/lib/e2e.mjs points the e2e API at
 * the same ports (E2E_SMTP_PORT, E2E_CAPTCHA_PORT, with the same defaults) and passes them on.
 */
export const smtpPort = (): number => Number(process.env.E2E_SMTP_PORT ?? 2526);
export const captchaVerifyPort = (): number => Number(process.env.E2E_CAPTCHA_PORT ?? 4191);

/** The folder the SMTP stand-in writes each received message to, one JSON file each. */
export const MAILBOX_DIR_ENV = 'E2E_MAILBOX_DIR';

/** The token the widget stand-in hands out by default, and the one verification passes. */
export const PASSING_CAPTCHA_TOKEN = 'e2e-pass-token';
