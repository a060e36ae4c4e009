'use client';

import { useTranslations } from 'next-intl';
import { useLoginDialog } from '@/components/layout/login-dialog-context';
import buttons from '@/components/ui/button.module.css';
import { Link } from '@/i18n/navigation';
import styles from './reset.module.css';

/** After a new password is set: sign in with it (the header's login modal) or go home. */
export function ResetDone() {
  const t = useTranslations('reset');
  const common = useTranslations('common');
  const { openLogin } = useLoginDialog();
  return (
    <div className={styles.form}>
      <p className={styles.success} role="status">
        {t('done')}
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={openLogin}>
          {t('signIn')}
        </button>
        <Link href="/" className={buttons.secondary}>
          {common('backHome')}
        </Link>
      </div>
    </div>
  );
}
