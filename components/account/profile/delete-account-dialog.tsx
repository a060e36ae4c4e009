'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type AccountDeletionInput, accountDeletionSchema } from '@shop/product-api/contract/account';
import { ResponseCode } from '@shop/product-api/contract/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { forgetShopper } from '@/lib/session/forget-shopper';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Dialog } from '@/components/ui/dialog';
import { PasswordField } from '@/components/ui/password-field';
import { useRouter } from '@/i18n/navigation';
import { BffError } from '@/lib/queries/bff-error';
import { deleteAccount } from '@/lib/account/profile-requests';
import { leaveHomeNotice } from '@/lib/home-notice';
import section from './profile-section.module.css';
import styles from './profile-form.module.css';

/** Closing the account: what happens, then the password again (issue 12, item 7). */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('profile.data');
  const common = useTranslations('common');
  return (
    <Dialog open={open} onClose={onClose} title={t('dialogTitle')} closeLabel={common('close')}>
      <DeleteAccountForm onCancel={onClose} />
    </Dialog>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const t = useTranslations('profile.data');
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm<AccountDeletionInput>({
    resolver: zodResolver(accountDeletionSchema),
    mode: 'onBlur',
    defaultValues: { password: '' },
  });
  const remove = useMutation({
    mutationFn: ({ password }: AccountDeletionInput) => deleteAccount(password),
    // The session cookie went with the same answer: the shopper is a visitor, on the way home.
    onSuccess: () => {
      forgetShopper(queryClient);
      // Said on the home page until closed, not in a 2-second toast that a slow page load eats.
      leaveHomeNotice('accountDeleted');
      router.push('/');
    },
    onError: (error) => {
      console.error('account deletion:', error);
      if (error instanceof BffError && error.code === ResponseCode.PASSWORD_NOT_VALID) {
        form.setError(
          'password',
          { type: 'server', message: 'profile.data.wrongPassword' },
          { shouldFocus: true },
        );
      }
    },
  });
  const wrongPassword =
    remove.error instanceof BffError && remove.error.code === ResponseCode.PASSWORD_NOT_VALID;

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => remove.mutate(values))}>
      <p>{t('whatHappens')}</p>
      <ul className={styles.consequences}>
        <li>{t('erased')}</li>
        <li>{t('ordersKept')}</li>
        <li>{t('signedOut')}</li>
      </ul>
      <PasswordField
        label={t('password')}
        error={form.formState.errors.password?.message}
        registration={form.register('password')}
        autoComplete="current-password"
      />
      <FailureAlert message={remove.isError && !wrongPassword ? t('failed') : null} />
      <div className={section.actions}>
        <button type="submit" className={section.danger} disabled={remove.isPending}>
          {remove.isPending ? t('deleting') : t('confirm')}
        </button>
        <button type="button" className={buttons.secondary} onClick={onCancel} disabled={remove.isPending}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
