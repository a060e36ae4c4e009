'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { humanCheckRefusalOf } from '@shop/product-api/contract/profiles';
import { type StaffLoginInput, staffLoginSchema } from '@shop/product-api/contract/staff';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginFailureMessage } from '@/components/account/sign-in/login-failure';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { FormField } from '@/components/ui/form-field';
import { HumanCheckField } from '@/components/ui/human-check/human-check-field';
import { useHumanCheck } from '@/components/ui/human-check/use-human-check';
import { PasswordField } from '@/components/ui/password-field';
import { useRouter } from '@/i18n/navigation';
import { BffError } from '@/lib/queries/bff-error';
import { staffLogIn } from '@/lib/staff/staff-requests';
import styles from './staff.module.css';

/**
 * The staff sign-in (issue 29). The API's limits are the customers' (README: Login limits): when
 * it asks for the human check, the widget appears here (the /ops pages' policy lets hCaptcha in,
 * lib/captcha-page.ts), so nobody can lock a picker out by failing on purpose.
 */
export function StaffSignInForm({ siteKey }: { siteKey: string }) {
  const t = useTranslations('staff.signIn');
  const login = useTranslations('login');
  const check = useTranslations('signInPage');
  const router = useRouter();
  const humanCheck = useHumanCheck<'checkRefused'>();
  const [checkAsked, setCheckAsked] = useState(false);
  const form = useForm<StaffLoginInput>({ resolver: zodResolver(staffLoginSchema), mode: 'onBlur' });

  const signIn = useMutation({
    mutationKey: ['staff', 'sign-in'],
    mutationFn: ({ input, token }: { input: StaffLoginInput; token: string | null }) =>
      staffLogIn(input, token ?? undefined),
    onSuccess: () => router.replace('/ops/orders'),
    onError: (error) => {
      const refusal = error instanceof BffError ? humanCheckRefusalOf(error.fields) : undefined;
      if (refusal === undefined) return;
      setCheckAsked(true);
      humanCheck.askAgain(refusal === 'failed' ? 'checkRefused' : 'verifyFirst');
    },
  });

  const refusal = signIn.error instanceof BffError ? humanCheckRefusalOf(signIn.error.fields) : undefined;
  const failure = !signIn.error
    ? null
    : refusal === 'unavailable'
      ? check('checkUnavailable')
      : refusal
        ? null
        : loginFailureMessage(signIn.error, login);
  const submit = form.handleSubmit((input) => {
    if (checkAsked && !humanCheck.token) return;
    signIn.mutate({ input, token: checkAsked ? humanCheck.token : null });
  });
  const ready = !signIn.isPending && (!checkAsked || humanCheck.token !== null);

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <FormField
        label={t('email')}
        error={form.formState.errors.email?.message}
        inputProps={{ ...form.register('email'), type: 'email', autoComplete: 'username', required: true }}
      />
      <PasswordField
        label={t('password')}
        error={form.formState.errors.password?.message}
        registration={form.register('password')}
        autoComplete="current-password"
      />
      {checkAsked && (
        <>
          <p className={styles.note}>{t('humanCheckIntro')}</p>
          <HumanCheckField siteKey={siteKey} check={humanCheck} t={check} />
        </>
      )}
      <FailureAlert message={failure} />
      <button
        type="submit"
        className={`${buttons.primary} ${styles.wide}`}
        disabled={!ready}
        aria-describedby={checkAsked ? humanCheck.describedBy : undefined}
      >
        {signIn.isPending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
