'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { ResponseCode } from '@shop/product-api/contract/envelope';
import { passwordStrength } from '@shop/product-api/contract/profile-rules';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { PasswordField } from '@/components/ui/password-field';
import { useToast } from '@/components/ui/toast';
import { changePassword } from '@/lib/account/profile-requests';
import { BffError } from '@/lib/queries/bff-error';
import { type PasswordChangeForm, passwordChangeFormSchema } from './password-change-schema';
import { STRONG_PASSWORD_KINDS } from '../strong-password';
import { ProfileSection } from './profile-section';
import { serverMessageOf } from '@/components/ui/server-field-errors';
import section from './profile-section.module.css';
import styles from './profile-form.module.css';

const isWrongCurrentPassword = (error: unknown) =>
  error instanceof BffError && error.refused && error.code === ResponseCode.PASSWORD_NOT_VALID;

/**
 * Password change (spec §5, §7 POST /cli/profiles/password/change). Success says so ('Password
 * aggiornata correttamente', spec §8) and the API signs out the customer's other sessions. A
 * wrong current password (code 13, whose spec §8 words 'Password not valid' are sign-up's) says
 * so at that field; any other refusal shows the API's message.
 *
 * The rules run at the first submit and then as the shopper types, not on blur (spec §5's
 * default): checked on blur, the empty repeat field said 'required' while it was being typed
 * (the new password's check took it along), and its message went on the blur of the button's
 * mousedown, moving the button from under the pointer before the click.
 */
export function PasswordChangeSection() {
  const t = useTranslations('passwordChange');
  const { showToast } = useToast();
  const form = useForm<PasswordChangeForm>({
    resolver: zodResolver(passwordChangeFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { oldPassword: '', newPassword: '', passwordConfirm: '' },
  });
  const change = useMutation({
    mutationFn: ({ oldPassword, newPassword }: PasswordChangeForm) =>
      changePassword({ oldPassword, newPassword }),
    onSuccess: () => {
      form.reset();
      showToast(t('success'));
    },
    onError: (error) => {
      console.error('password change:', error);
      if (isWrongCurrentPassword(error)) {
        const message = 'passwordChange.wrongCurrentPassword';
        form.setError('oldPassword', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      showToast(serverMessageOf(error) ?? t('failed'));
    },
  });

  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const strong = passwordStrength(newPassword) >= STRONG_PASSWORD_KINDS && newPassword.length >= 8;
  const failure =
    change.isError && !isWrongCurrentPassword(change.error)
      ? (serverMessageOf(change.error) ?? t('failed'))
      : null;

  return (
    <ProfileSection section="password" title={t('title')} intro={t('otherSessions')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit((values) => change.mutate(values))}
      >
        <PasswordField
          label={t('oldPassword')}
          error={errors.oldPassword?.message}
          registration={form.register('oldPassword')}
          autoComplete="current-password"
        />
        <PasswordField
          label={t('newPassword')}
          error={errors.newPassword?.message}
          hint={strong ? t('strongEnough') : t('hint')}
          registration={form.register('newPassword', { deps: ['passwordConfirm'] })}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('passwordConfirm')}
          error={errors.passwordConfirm?.message}
          registration={form.register('passwordConfirm')}
          autoComplete="new-password"
        />
        <FailureAlert message={failure} />
        <div className={section.actions}>
          <button type="submit" className={buttons.primary} disabled={change.isPending}>
            {change.isPending ? t('submitting') : t('submit')}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
