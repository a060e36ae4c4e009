import { z } from 'zod';

/** passed: a human; failed: the token is missing, wrong, used or expired; unavailable: we could not ask. */
export type CaptchaVerdict = 'passed' | 'failed' | 'unavailable';

/** Checks a widget's token; the contact service takes any function of this shape (tests pass their own). */
export type CaptchaVerifier = (token: string, remoteIp?: string) => Promise<CaptchaVerdict>;

export type VerifierLog = { error: (details: object, message: string) => void };

const VERIFY_TIMEOUT_MS = 5000;
/** hCaptcha's tokens are a few kB; a longer one is no token of theirs and is not sent on. */
const MAX_TOKEN_LENGTH = 8192;
/** Error codes that mean our secret is wrong: the shop's fault, not the customer's. */
const SECRET_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret', 'sitekey-secret-mismatch']);

const siteverifyAnswerSchema = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
});

/**
 * hCaptcha's siteverify (issue 12): POST form-encoded secret, response and optionally remoteip;
 * the answer's `success` decides. Anything but an answer (no connection, a timeout, a 5xx, not
 * JSON) or a refusal of our own secret is 'unavailable', which the customer may retry; the URL is
 * HCAPTCHA_VERIFY_URL, so tests and e2e point it at a local stand-in.
 */
export function hcaptchaVerifier(options: {
  secret: string;
  verifyUrl: string;
  timeoutMs?: number;
  log?: VerifierLog;
}): CaptchaVerifier {
  return async (token, remoteIp) => {
    if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return 'failed';
    const form = new URLSearchParams({ secret: options.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let body: unknown;
    try {
      const response = await fetch(options.verifyUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs ?? VERIFY_TIMEOUT_MS),
      });
      if (!response.ok) {
        options.log?.error({ status: response.status }, 'captcha: the verify endpoint answered an error');
        return 'unavailable';
      }
      body = await response.json();
    } catch (error) {
      options.log?.error(
        { error: error instanceof Error ? error.message : String(error) },
        'captcha: the verify endpoint could not be reached',
      );
      return 'unavailable';
    }
    const answer = siteverifyAnswerSchema.safeParse(body);
    if (!answer.success) {
      options.log?.error({}, 'captcha: the verify endpoint answered something unexpected');
      return 'unavailable';
    }
    if (answer.data.success) return 'passed';
    const codes = answer.data['error-codes'] ?? [];
    if (codes.some((code) => SECRET_ERRORS.has(code))) {
      options.log?.error({ codes }, 'captcha: hCaptcha refused HCAPTCHA_SECRET');
      return 'unavailable';
    }
    return 'failed';
  };
}
