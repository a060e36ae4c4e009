'use client';

import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useSignedInFollowUp } from '@/components/cart/use-pending-product';
import { Dialog } from '@/components/ui/dialog';
import { sessionQueryOptions } from '@/lib/session/session';
import { loadAccountPanel, loadLoginForm } from './account-dialog-loaders';
import { AccountDialogSkeleton } from './account-dialog-skeleton';
import { Avatar } from '@/components/account/avatar';
import { useLoginDialog } from './login-dialog-context';

// The modal's content is only ever drawn in the browser, once opened: nothing to render on the
// server, and its code stays out of the page's first load (see account-dialog-loaders.ts).
const LoginForm = dynamic(() => loadLoginForm().then((module) => module.LoginForm), {
  ssr: false,
  loading: () => <AccountDialogSkeleton />,
});
const AccountPanel = dynamic(() => loadAccountPanel().then((module) => module.AccountPanel), {
  ssr: false,
  loading: () => <AccountDialogSkeleton />,
});

type AccountMenuProps = { buttonClassName?: string; labelClassName?: string };

/**
 * Header's login/profile button and the modal behind it (spec §2). Product cards open the same
 * modal through the shared login-dialog context when a visitor tries to buy.
 */
export function AccountMenu({ buttonClassName, labelClassName }: AccountMenuProps) {
  const t = useTranslations('login');
  const header = useTranslations('header');
  const common = useTranslations('common');
  const { isOpen, openLogin, closeLogin } = useLoginDialog();
  const followUp = useSignedInFollowUp();
  const { data: profile, isPending } = useQuery(sessionQueryOptions());

  const onSignedIn = () => {
    closeLogin();
    // Spec §4: the cart is fetched, and a product chosen before signing in goes into it.
    void followUp();
  };

  // A pointer on its way to the button (or a finger on it, or keyboard focus) starts loading
  // what the modal will show, so it is usually ready when the click lands.
  const preload = () => void (profile ? loadAccountPanel() : loadLoginForm());

  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        onClick={openLogin}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        // While a signed-in shopper's session loads, the button waits unseen instead of saying
        // 'Sign in' (app/styles/globals.css, with the pre-paint script's data-signed-in).
        data-session-pending={isPending ? '' : undefined}
      >
        {profile ? (
          <Avatar firstName={profile.firstName} lastName={profile.lastName} size="sm" />
        ) : (
          <UserRound aria-hidden="true" size={22} />
        )}
        <span className={labelClassName}>{profile ? header('account') : header('signIn')}</span>
      </button>
      <Dialog
        open={isOpen}
        onClose={closeLogin}
        title={profile ? t('accountTitle') : t('title')}
        closeLabel={common('close')}
      >
        {profile ? (
          <AccountPanel profile={profile} onNavigate={closeLogin} />
        ) : (
          <LoginForm onSignedIn={onSignedIn} onNavigate={closeLogin} />
        )}
      </Dialog>
    </>
  );
}
