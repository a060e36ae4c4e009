'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema } from '@shop/product-api/contract/account';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { FormField } from '@/components/ui/form-field';
import { useTooManyAttempts } from '@/components/ui/use-too-many-attempts';
import { BffError } from '@/lib/queries/bff-error';
import { requestPasswordReset } from '@/lib/account/password-reset-requests';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './reset.module.css';

// Spec §5 password reset e-mail: required, e-mail pattern (error.invalidEmail).
const requestFormSchema = passwordResetRequestSchema.pick({ email: true });
type RequestFormInput = z.infer<typeof requestFormSchema>;

/**
 * First half of the reset (spec §2 /reset): the e-mail to send the link to. The answer is the same
 * whether or not an account has that address (spec §8 'succesfully.request'), so the page never
 * tells who is a customer.
 */
export function ResetRequestForm() {
  const t = useTranslations('reset');
  const hydrated = useHydrated();
  const form = useForm<RequestFormInput>({
    resolver: zodResolver(requestFormSchema),
    // Checked on blur (spec §5), then as the shopper corrects it: a fixed error goes while typing,
    // not on the submit click, whose blur would move the button from under the pointer.
    mode: 'onTouched',
  });
  const request = useMutation({ mutationFn: (input: RequestFormInput) => requestPasswordReset(input.email) });
  const tooManyAttempts = useTooManyAttempts();

  if (request.isSuccess) {
    return (
      <p className={styles.success} role="status">
        {t('requested')}
      </p>
    );
  }

  // Spec §8: a failure shows the server's message; the shop's limit on requests per address, the wait.
  const failure = request.error
    ? (tooManyAttempts(request.error) ??
      (request.error instanceof BffError && request.error.refused
        ? request.error.message
        : t('requestFailed')))
    : null;

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((input) => request.mutate(input))}>
      <p className={styles.intro}>{t('requestIntro')}</p>
      <FormField
        label={t('email')}
        error={form.formState.errors.email?.message}
        inputProps={{ ...form.register('email'), type: 'email', autoComplete: 'email', required: true }}
      />
      <FailureAlert message={failure} />
      <button type="submit" className={buttons.primary} disabled={!hydrated || request.isPending}>
        {request.isPending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
