'use client';

import type { Profile } from '@shop/product-api/contract/profiles';
import { useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import { Link } from '@/i18n/navigation';
import styles from './signup.module.css';

/** A customer who is signed in has an account already: no wizard, a way back to the shop. */
export function SignedInAlready({ profile }: { profile: Profile }) {
  const t = useTranslations('signup');
  return (
    <section className={styles.done}>
      <p>{t('signedInAlready', { firstName: profile.firstName, lastName: profile.lastName })}</p>
      <Link href="/" className={buttons.primary}>
        {t('goHome')}
      </Link>
    </section>
  );
}
