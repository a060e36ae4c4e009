'use client';

import { useTranslations } from 'next-intl';
import { tooManyAttemptsWait } from '@/lib/queries/too-many-attempts';

/**
 * The translated 'too many attempts, try again in N minutes' of the sign-up, password-reset and
 * contact forms, for a call one of the shop's limits refused; null for any other failure.
 */
export function useTooManyAttempts(): (error: unknown) => string | null {
  const t = useTranslations('failure');
  return (error) => {
    const wait = tooManyAttemptsWait(error);
    if (!wait) return null;
    return wait.minutes === null ? t('tooManyAttempts') : t('tooManyAttemptsWait', { minutes: wait.minutes });
  };
}
