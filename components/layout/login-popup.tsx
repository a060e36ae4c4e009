'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { Dialog } from '@/components/ui/dialog';
import { FailureAlert } from '@/components/ui/failure-alert';
import { useToast } from '@/components/ui/toast';
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
  const product = useTranslations('product');
  const { popup, closeLoginPopup, pendingProduct } = useLoginDialog();
  const { showToast } = useToast();

  const onSignedIn = () => {
    closeLoginPopup();
    // The product they tried to buy is still remembered; buying needs a cart, which comes next.
    if (pendingProduct) showToast(product('openCartFirst'));
  };

  return (
    <Dialog open={popup.open} onClose={closeLoginPopup} title={t('title')} closeLabel={common('close')}>
      <FailureAlert message={popup.notice === 'sessionTimedOut' ? t('sessionTimedOut') : null} />
      {popup.open ? <LoginForm onSignedIn={onSignedIn} onNavigate={closeLoginPopup} /> : null}
    </Dialog>
  );
}
