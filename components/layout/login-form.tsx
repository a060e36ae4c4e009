'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginSchema } from '@shop/product-api/contract/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { FormField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { Link } from '@/i18n/navigation';
import { BffError } from '@/lib/queries/bff-error';
import { sessionQueryKey } from '@/lib/queries/session';
import { logIn } from '@/lib/queries/session-requests';
import styles from './login-form.module.css';

/**
 * Login modal's form (spec §2, §5: username and password required, validated on blur). It brings
 * react-hook-form and the contract's zod schema, so the account menu loads it on demand.
 */
export function LoginForm({ onSignedIn, onNavigate }: { onSignedIn: () => void; onNavigate: () => void }) {
  const t = useTranslations('login');
  const queryClient = useQueryClient();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), mode: 'onBlur' });
  const login = useMutation({
    mutationFn: logIn,
    onSuccess: (profile) => {
      queryClient.setQueryData(sessionQueryKey, profile);
      onSignedIn();
    },
  });

  const failure = login.error ? failureMessage(login.error, t) : null;

  // Spec: focus starts in the username field. The form may arrive after its dialog opened (it is
  // loaded on demand), so it takes the focus itself; the dialog does the same when it opens later.
  const { setFocus } = form;
  useEffect(() => setFocus('username'), [setFocus]);

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((input) => login.mutate(input))}>
      <p className={styles.intro}>{t('intro')}</p>
      <FormField
        label={t('username')}
        error={form.formState.errors.username?.message}
        inputProps={{
          ...form.register('username'),
          type: 'email',
          autoComplete: 'username',
          required: true,
          'data-autofocus': '',
        }}
      />
      <PasswordField
        label={t('password')}
        error={form.formState.errors.password?.message}
        registration={form.register('password')}
        autoComplete="current-password"
      />
      <FailureAlert message={failure} />
      <button type="submit" className={buttons.primary} disabled={login.isPending}>
        {login.isPending ? t('submitting') : t('submit')}
      </button>
      <Link href="/reset" className={styles.link} onClick={onNavigate}>
        {t('forgotPassword')}
      </Link>
      <p className={styles.signUp}>
        {t('noAccount')}{' '}
        <Link href="/signup" className={styles.link} onClick={onNavigate}>
          {t('signUp')}
        </Link>
      </p>
    </form>
  );
}

/**
 * Too many attempts (HTTP 429, the API's login limits) says so, with the wait in whole minutes when
 * the shop sent Retry-After; another refusal by the API reads 'Wrong credentials'; a failed call
 * gets the generic 'try again'.
 */
function failureMessage(error: Error, t: ReturnType<typeof useTranslations<'login'>>): string {
  if (!(error instanceof BffError)) return t('failed');
  if (error.status === 429) {
    return error.retryAfterSeconds === null
      ? t('tooManyAttempts')
      : t('tooManyAttemptsWait', { minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
  }
  return error.refused ? t('wrongCredentials') : t('failed');
}
