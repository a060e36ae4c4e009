import type { useTranslations } from 'next-intl';
import { BffError } from '@/lib/queries/bff-error';

/**
 * Too many attempts (HTTP 429, the API's login limits) says so, with the wait in whole minutes when
 * the shop sent Retry-After; another refusal by the API reads 'Wrong credentials'; a failed call
 * gets the generic 'try again'. Shared by the login popup and the sign-in page.
 */
export function loginFailureMessage(error: Error, t: ReturnType<typeof useTranslations<'login'>>): string {
  if (!(error instanceof BffError)) return t('failed');
  if (error.status === 429) {
    return error.retryAfterSeconds === null
      ? t('tooManyAttempts')
      : t('tooManyAttemptsWait', { minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
  }
  return error.refused ? t('wrongCredentials') : t('failed');
}
