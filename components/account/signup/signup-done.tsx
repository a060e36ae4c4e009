'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { Dialog } from '@/components/ui/dialog';
import { Link } from '@/i18n/navigation';
import styles from './signup.module.css';
import type { SignupDone as Done } from './use-signup-submit';

/**
 * The end of the wizard (spec §2, §4): the success popup with its link to the home page, and the
 * same words on the page behind it once the popup is closed.
 */
export function SignupDone({ done }: { done: Done }) {
  const t = useTranslations('signup');
  const common = useTranslations('common');
  const [popupOpen, setPopupOpen] = useState(true);
  const text = done.signedIn ? t('doneText') : t('doneSignInLater');
  return (
    <section className={styles.done} aria-labelledby="signup-done-heading">
      <h2 id="signup-done-heading" className={styles.heading}>
        {t('doneTitle')}
      </h2>
      <p>{text}</p>
      <Link href="/" className={buttons.primary}>
        {t('goHome')}
      </Link>
      <Dialog
        open={popupOpen}
        onClose={() => setPopupOpen(false)}
        title={t('doneTitle')}
        closeLabel={common('close')}
      >
        <div className={styles.popup}>
          <p>{text}</p>
          <Link href="/" className={buttons.primary} data-autofocus="">
            {t('goHome')}
          </Link>
        </div>
      </Dialog>
    </section>
  );
}
