'use client';

import type { Profile } from '@shop/product-api/contract/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClipboardList, LogOut, ReceiptText, Ticket, UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import { Link } from '@/i18n/navigation';
import { sessionQueryKey } from '@/lib/queries/session';
import { logOut } from '@/lib/queries/session-requests';
import styles from './account-panel.module.css';
import { Avatar } from './avatar';

/**
 * What the login modal shows to a signed-in customer (spec §2): a welcome, the account links and
 * logout. Payments is left out because its feature flag is off (spec §9).
 */
export function AccountPanel({ profile, onNavigate }: { profile: Profile; onNavigate: () => void }) {
  const t = useTranslations('login');
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      onNavigate();
    },
  });

  const links = [
    { href: '/profile', label: t('profile'), Icon: UserRound },
    { href: '/orders', label: t('orders'), Icon: ReceiptText },
    { href: '/smartlist', label: t('smartlists'), Icon: ClipboardList },
    { href: '/coupons', label: t('coupons'), Icon: Ticket },
  ] as const;

  return (
    <div className={styles.panel}>
      <div className={styles.welcome}>
        <Avatar firstName={profile.firstName} lastName={profile.lastName} />
        <p className={styles.name}>
          {t('welcome', { firstName: profile.firstName, lastName: profile.lastName })}
        </p>
      </div>
      <nav aria-label={t('accountTitle')}>
        <ul className={styles.links}>
          {links.map(({ href, label, Icon }) => (
            <li key={href}>
              <Link href={href} className={styles.link} onClick={onNavigate}>
                <Icon aria-hidden="true" size={20} />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {logout.isError ? (
        <p className={styles.failure} role="alert">
          {t('logoutFailed')}
        </p>
      ) : null}
      <button
        type="button"
        className={buttons.secondary}
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <LogOut aria-hidden="true" size={18} />
        {t('logout')}
      </button>
    </div>
  );
}
