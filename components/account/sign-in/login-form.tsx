'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, humanCheckRefusalOf, loginSchema } from '@shop/product-api/contract/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { FormField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { Link, getPathname, usePathname } from '@/i18n/navigation';
import { BASE_PATH } from '@/lib/base-path';
import { BffError } from '@/lib/queries/bff-error';
import { sessionQueryKey } from '@/lib/session/session';
import { logIn } from '@/lib/session/session-requests';
import { loginFailureMessage } from './login-failure';
import styles from './login-form.module.css';
import { handOffToSignInPage } from './sign-in-handoff';

/**
 * Login modal's form (spec §2, §5: username and password required, validated on blur). It brings
 * react-hook-form and the contract's zod schema, so the account menu loads it on demand.
 */
export function LoginForm({ onSignedIn, onNavigate }: { onSignedIn: () => void; onNavigate: () => void }) {
  const t = useTranslations('login');
  const queryClient = useQueryClient();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), mode: 'onBlur' });
  const locale = useLocale();
  const pathname = usePathname();
  const login = useMutation({
    mutationFn: (input: LoginInput) => logIn(input),
    onSuccess: (profile) => {
      queryClient.setQueryData(sessionQueryKey, profile);
      onSignedIn();
    },
  });

  // Past the account's failures the API asks for a human check, which only the sign-in page can
  // show (its own Content-Security-Policy lets hCaptcha in): the popup offers the way there.
  const humanCheckNeeded =
    login.error instanceof BffError && humanCheckRefusalOf(login.error.fields) !== undefined;
  const failure = login.error && !humanCheckNeeded ? loginFailureMessage(login.error, t) : null;
  const signInPage = `${BASE_PATH}${getPathname({ href: '/login', locale })}`;
  const goToSignInPage = () =>
    handOffToSignInPage({
      username: form.getValues('username') ?? '',
      returnTo: `${pathname}${window.location.search}`,
    });

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
      {humanCheckNeeded ? (
        <div className={styles.humanCheck} role="alert">
          <p>{t('humanCheckNeeded')}</p>
          {/* A document load, not an in-app move: the page's own policy must come with it. */}
          <a href={signInPage} className={buttons.secondary} onClick={goToSignInPage}>
            {t('humanCheckContinue')}
          </a>
        </div>
      ) : null}
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
