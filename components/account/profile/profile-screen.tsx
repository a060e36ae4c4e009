'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { VisitorPrompt } from '@/components/account/visitor-prompt';
import { usePathname } from '@/i18n/navigation';
import { billingAddressesQueryOptions, shippingAddressesQueryOptions } from '@/lib/account/profile';
import { sessionQueryOptions } from '@/lib/session/session';
import { AllergensSection } from './allergens-section';
import { BillingAddressesSection } from './billing-addresses-section';
import { PasswordChangeSection } from './password-change-section';
import { PersonalDataSection } from './personal-data-section';
import { ProfileSideMenu } from './profile-side-menu';
import { ProfileSkeleton } from './profile-skeleton';
import { sectionOfPath } from './profile-sections';
import { ShippingAddressesSection } from './shipping-addresses-section';
import { useSectionFocus } from './use-section-focus';
import { useVisitorSignIn } from './use-visitor-sign-in';
import { YourDataSection } from './your-data-section';
import styles from './profile-screen.module.css';

/**
 * The profile area (spec §2): one screen for /profile, /profile/addresses, /profile/billing,
 * /profile/password (and /profile/data), drawn in the browser for whoever is signed in: the page's
 * HTML is the same for everyone (README: Cached pages).
 */
export function ProfileScreen() {
  const t = useTranslations('profile');
  const { data: profile } = useQuery(sessionQueryOptions());
  const section = sectionOfPath(usePathname());
  useVisitorSignIn(profile);
  const customerId = profile?.id ?? 0;
  const shipping = useQuery({ ...shippingAddressesQueryOptions(customerId), enabled: Boolean(profile) });
  const billing = useQuery({ ...billingAddressesQueryOptions(customerId), enabled: Boolean(profile) });
  useSectionFocus(section, Boolean(profile) && !shipping.isPending && !billing.isPending);

  if (profile === undefined) return <ProfileSkeleton />;
  if (profile === null) {
    return (
      <VisitorPrompt
        title={t('visitorTitle')}
        text={t('visitorText')}
        signInLabel={t('signIn')}
        className={styles.visitor}
        titleClassName={styles.visitorTitle}
      />
    );
  }
  return (
    <div className={styles.screen}>
      <ProfileSideMenu profile={profile} current={section} />
      <div className={styles.sections}>
        <PersonalDataSection profile={profile} />
        <AllergensSection profile={profile} />
        <ShippingAddressesSection customerId={profile.id} />
        <BillingAddressesSection customerId={profile.id} />
        <PasswordChangeSection />
        <YourDataSection />
      </div>
    </div>
  );
}
