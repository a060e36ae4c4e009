'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import buttons from '@/components/ui/button.module.css';
import { useRouter } from '@/i18n/navigation';
import { logOut } from '@/lib/session/session-requests';
import { forgetShopper } from '@/lib/session/forget-shopper';
import styles from './logout-button.module.css';

type LogoutButtonProps = {
  labels: { logout: string; failed: string };
  /** Runs before going home, e.g. to close the dialog the button sits in. */
  onLoggedOut?: () => void;
};

/**
 * Logout (spec §4): the token is revoked, the shopper's data forgotten (user, cart, lists), and
 * home. A failure says so above the button, which stays to try again.
 */
export function LogoutButton({ labels, onLoggedOut }: LogoutButtonProps) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const logout = useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      forgetShopper(queryClient);
      onLoggedOut?.();
      router.push('/');
    },
  });
  return (
    <>
      {logout.isError ? (
        <p className={styles.failure} role="alert">
          {labels.failed}
        </p>
      ) : null}
      <button
        type="button"
        className={buttons.secondary}
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <LogOut aria-hidden="true" size={18} />
        {labels.logout}
      </button>
    </>
  );
}
