'use client';

import { LogIn } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useLoginDialog } from '@/components/layout/login-dialog-context';
import buttons from '@/components/ui/button.module.css';
import styles from './profile-screen.module.css';

/** What a visitor sees instead of a profile: a short word and the way to sign in. */
export function VisitorPrompt() {
  const t = useTranslations('profile');
  const { openLoginPopup } = useLoginDialog();
  return (
    <div className={styles.visitor}>
      <h2 className={styles.visitorTitle}>{t('visitorTitle')}</h2>
      <p>{t('visitorText')}</p>
      <button type="button" className={buttons.primary} onClick={() => openLoginPopup()}>
        <LogIn aria-hidden="true" size={18} />
        {t('signIn')}
      </button>
    </div>
  );
}
