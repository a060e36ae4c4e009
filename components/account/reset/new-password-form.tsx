'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetSchema } from '@shop/product-api/contract/account';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { PasswordField } from '@/components/ui/password-field';
import { sameNameIn, serverFieldErrorsOf } from '@/components/ui/server-field-errors';
import { BffError } from '@/lib/queries/bff-error';
import { resetPassword } from '@/lib/account/password-reset-requests';
import { useHydrated } from '@/lib/use-hydrated';
import { type NewPasswordFormInput, newPasswordFormSchema } from './new-password-form-schema';
import { PasswordStrengthHint } from './password-strength-hint';
import { ResetDone } from './reset-done';
import styles from './reset.module.css';

const newPasswordFieldOf = sameNameIn<NewPasswordFormInput>(['newPassword']);

type NewPasswordFormProps = {
  /** The token of the e-mailed link (?token=). */
  token: string;
  /** Leaves this link behind for the e-mail form, to ask for a new one. */
  onAskNewLink: () => void;
};

/**
 * Second half of the reset: the link from the e-mail opens this form to choose a new password.
 * The link works once and expires; the API then refuses it with its message ('This link is no
 * longer valid'), shown with a way to ask for a new one.
 */
export function NewPasswordForm({ token, onAskNewLink }: NewPasswordFormProps) {
  const t = useTranslations('reset');
  const hydrated = useHydrated();
  const form = useForm<NewPasswordFormInput>({
    resolver: zodResolver(newPasswordFormSchema),
    // Checked on blur (spec §5), then as the shopper corrects it: a fixed error goes while typing,
    // not on the submit click, whose blur would move the button from under the pointer.
    mode: 'onTouched',
    defaultValues: { newPassword: '', passwordConfirm: '' },
  });
  const reset = useMutation({
    mutationFn: (input: NewPasswordFormInput) => resetPassword({ token, newPassword: input.newPassword }),
    onError: (error) => {
      // A password the API refused (same rules as here, so rare) shows on its field.
      const [refusedPassword] = serverFieldErrorsOf(error, newPasswordFieldOf);
      if (refusedPassword) form.setError('newPassword', { message: refusedPassword.message });
    },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  if (reset.isSuccess) return <ResetDone />;

  const refusal = reset.error instanceof BffError && reset.error.refused ? reset.error : null;
  const linkProblem = linkProblemOf(token, refusal, t('invalidLink'));
  if (linkProblem !== null) {
    return (
      <div className={styles.form}>
        <FailureAlert message={linkProblem} />
        <button type="button" className={buttons.secondary} onClick={onAskNewLink}>
          {t('askNewLink')}
        </button>
      </div>
    );
  }

  const failure = reset.error && !refusal ? t('saveFailed') : null;

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((input) => reset.mutate(input))}>
      <p className={styles.intro}>{t('newPasswordIntro')}</p>
      <PasswordField
        label={t('newPassword')}
        error={form.formState.errors.newPassword?.message}
        hint={<PasswordStrengthHint password={newPassword} />}
        registration={form.register('newPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('confirmPassword')}
        error={form.formState.errors.passwordConfirm?.message}
        registration={form.register('passwordConfirm')}
        autoComplete="new-password"
      />
      <FailureAlert message={failure} />
      <button type="submit" className={buttons.primary} disabled={!hydrated || reset.isPending}>
        {reset.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}

/**
 * What is wrong with the link, if anything: a token cut short by a mail client is not worth a
 * call; after a call, any refusal but one of the password itself is about the link (used,
 * expired or unknown), in the API's words.
 */
function linkProblemOf(token: string, refusal: BffError | null, invalidLink: string): string | null {
  if (!passwordResetSchema.shape.token.safeParse(token).success) return invalidLink;
  if (!refusal || serverFieldErrorsOf(refusal, newPasswordFieldOf).length > 0) return null;
  return refusal.fields.some((field) => field.path === 'token') ? invalidLink : refusal.message;
}
