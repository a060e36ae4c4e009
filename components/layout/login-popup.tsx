'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useSignedInFollowUp } from '@/components/cart/use-pending-product';
import { Dialog } from '@/components/ui/dialog';
import { FailureAlert } from '@/components/ui/failure-alert';
import { loadLoginForm } from './account-dialog-loaders';
import { AccountDialogSkeleton } from './account-dialog-skeleton';
import { useLoginDialog } from './login-dialog-context';

const LoginForm = dynamic(() => loadLoginForm().then((module) => module.LoginForm), {
  ssr: false,
  loading: () => <AccountDialogSkeleton />,
});

/**
 * Spec §2: the separate login popup, over any screen, that can be closed. It lives outside the
 * header, so it also shows inside the mobile app (origin=APP), where the header is hidden.
 */
export function LoginPopup() {
  const t = useTranslations('login');
  const common = useTranslations('common');
  const { popup, closeLoginPopup } = useLoginDialog();
  const followUp = useSignedInFollowUp();

  const onSignedIn = () => {
    closeLoginPopup();
    // Spec §4: the cart is fetched, and a product chosen before signing in goes into it.
    void followUp();
  };

  return (
    <Dialog open={popup.open} onClose={closeLoginPopup} title={t('title')} closeLabel={common('close')}>
      <FailureAlert message={popup.notice === 'sessionTimedOut' ? t('sessionTimedOut') : null} />
      {popup.open ? <LoginForm onSignedIn={onSignedIn} onNavigate={closeLoginPopup} /> : null}
    </Dialog>
  );
}
