'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, humanCheckRefusalOf, loginSchema } from '@shop/product-api/contract/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useSignedInFollowUp } from '@/components/cart/use-pending-product';
import { loginFailureMessage } from '@/components/account/sign-in/login-failure';
import { takeSignInHandoff } from '@/components/account/sign-in/sign-in-handoff';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { FormField } from '@/components/ui/form-field';
import { HumanCheckField } from '@/components/ui/human-check/human-check-field';
import { useHumanCheck } from '@/components/ui/human-check/use-human-check';
import { PasswordField } from '@/components/ui/password-field';
import { useRouter } from '@/i18n/navigation';
import { BffError } from '@/lib/queries/bff-error';
import { sessionQueryKey } from '@/lib/session/session';
import { logIn } from '@/lib/session/session-requests';
import styles from './sign-in-screen.module.css';

/**
 * The sign-in page with the human check (issue 27; README: Login limits): the login popup sends
 * the shopper here when the API asks for hCaptcha, with the username they typed. The button waits
 * for the widget's answer; a refusal spends it, so the widget asks again.
 */
export function SignInScreen({ siteKey }: { siteKey: string }) {
  const t = useTranslations('signInPage');
  const login = useTranslations('login');
  const router = useRouter();
  const queryClient = useQueryClient();
  const followUp = useSignedInFollowUp();
  const returnTo = useRef('/');
  // Besides the widget's own notes, this page says when the API refused the answer (issue 27).
  const humanCheck = useHumanCheck<'checkRefused'>();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), mode: 'onBlur' });

  // The popup's username arrives through sessionStorage (the page is the same cached HTML for all).
  const { setValue, setFocus } = form;
  useEffect(() => {
    const handoff = takeSignInHandoff();
    if (handoff) {
      returnTo.current = handoff.returnTo;
      setValue('username', handoff.username);
    }
    setFocus(handoff?.username ? 'password' : 'username');
  }, [setValue, setFocus]);

  const signIn = useMutation({
    mutationFn: ({ input, token }: { input: LoginInput; token: string }) => logIn(input, token),
    onSuccess: (profile) => {
      queryClient.setQueryData(sessionQueryKey, profile);
      router.replace(returnTo.current);
      // Spec §4: the cart is fetched, and a product chosen before signing in goes into it.
      void followUp();
    },
    onError: (error) => {
      const refusal = error instanceof BffError ? humanCheckRefusalOf(error.fields) : undefined;
      humanCheck.askAgain(refusal === 'failed' ? 'checkRefused' : 'verifyFirst');
    },
  });

  const refusal = signIn.error instanceof BffError ? humanCheckRefusalOf(signIn.error.fields) : undefined;
  const failure = !signIn.error
    ? null
    : refusal === 'unavailable'
      ? t('checkUnavailable')
      : refusal
        ? null
        : loginFailureMessage(signIn.error, login);

  const submit = form.handleSubmit((input) => {
    if (humanCheck.token) signIn.mutate({ input, token: humanCheck.token });
  });
  const ready = humanCheck.token !== null && !signIn.isPending;

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <FormField
        label={login('username')}
        error={form.formState.errors.username?.message}
        inputProps={{ ...form.register('username'), type: 'email', autoComplete: 'username', required: true }}
      />
      <PasswordField
        label={login('password')}
        error={form.formState.errors.password?.message}
        registration={form.register('password')}
        autoComplete="current-password"
      />
      <HumanCheckField siteKey={siteKey} check={humanCheck} t={t} />
      <FailureAlert message={failure} />
      <button
        type="submit"
        className={buttons.primary}
        disabled={!ready}
        aria-describedby={humanCheck.describedBy}
      >
        {signIn.isPending ? login('submitting') : login('submit')}
      </button>
    </form>
  );
}
