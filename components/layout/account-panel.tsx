'use client';

import type { Profile } from '@shop/product-api/contract/profiles';
import { ClipboardList, CreditCard, ReceiptText, Ticket, UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import styles from './account-panel.module.css';
import { Avatar } from '@/components/account/avatar';
import { LogoutButton } from '@/components/account/logout-button';
import { useShopFeatures } from './shop-features';

/**
 * What the login modal shows to a signed-in customer (spec §2): a welcome, the account links and
 * logout. Shopping lists and payments follow their feature flags (spec §9: lists on, payments off).
 * Logout goes home and forgets the shopper's data (spec §4).
 */
export function AccountPanel({ profile, onNavigate }: { profile: Profile; onNavigate: () => void }) {
  const t = useTranslations('login');
  const features = useShopFeatures();

  const links = [
    { href: '/profile', label: t('profile'), Icon: UserRound, shown: true },
    { href: '/orders', label: t('orders'), Icon: ReceiptText, shown: true },
    { href: '/smartlist', label: t('smartlists'), Icon: ClipboardList, shown: features.smartlists },
    { href: '/payments', label: t('payments'), Icon: CreditCard, shown: features.payments },
    { href: '/coupons', label: t('coupons'), Icon: Ticket, shown: true },
  ].filter((link) => link.shown);

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
      <LogoutButton labels={{ logout: t('logout'), failed: t('logoutFailed') }} onLoggedOut={onNavigate} />
    </div>
  );
}
