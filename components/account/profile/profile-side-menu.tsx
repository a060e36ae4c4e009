'use client';

import type { Profile } from '@shop/product-api/contract/profiles';
import { Download, KeyRound, MapPin, UserRound, WheatOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/account/avatar';
import { LogoutButton } from '@/components/account/logout-button';
import { Link } from '@/i18n/navigation';
import { FavouriteStoreSelect } from './favourite-store-select';
import { PointBalance } from './point-balance';
import { type ProfileSection, sectionPath } from './profile-sections';
import styles from './profile-side-menu.module.css';

/** Spec §2: billing addresses have a route but no link in the menu. */
const MENU = [
  { section: 'personal', Icon: UserRound },
  { section: 'allergens', Icon: WheatOff },
  { section: 'addresses', Icon: MapPin },
  { section: 'password', Icon: KeyRound },
  { section: 'data', Icon: Download },
] as const satisfies readonly { section: ProfileSection; Icon: unknown }[];

/**
 * The profile's side menu (spec §2): name, loyalty points (only with a card, spec §6), favourite
 * store, the sections' links and logout. On a phone it is the block above the sections.
 */
export function ProfileSideMenu({ profile, current }: { profile: Profile; current: ProfileSection }) {
  const t = useTranslations('profile.menu');
  const profileTexts = useTranslations('profile');
  const hasCard = profile.cards.length > 0;
  return (
    <aside className={styles.menu} aria-label={t('aside')}>
      <div className={styles.who}>
        <Avatar firstName={profile.firstName} lastName={profile.lastName} />
        <div className={styles.whoText}>
          <p className={styles.name}>
            {profile.firstName} {profile.lastName}
          </p>
          <p className={styles.email}>{profile.email}</p>
        </div>
      </div>
      {hasCard ? <PointBalance customerId={profile.id} /> : null}
      <FavouriteStoreSelect profile={profile} />
      <nav aria-label={t('label')}>
        <ul className={styles.links}>
          {MENU.map(({ section, Icon }) => (
            <li key={section}>
              {/* The screen scrolls to the section itself, once it is drawn (use-section-focus.ts). */}
              <Link
                href={sectionPath(section)}
                scroll={false}
                className={styles.link}
                aria-current={section === current ? 'location' : undefined}
              >
                <Icon aria-hidden="true" size={18} />
                {t(section)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LogoutButton labels={{ logout: profileTexts('logout'), failed: profileTexts('logoutFailed') }} />
    </aside>
  );
}
