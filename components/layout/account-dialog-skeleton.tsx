import { useTranslations } from 'next-intl';
import styles from './account-dialog-skeleton.module.css';

/**
 * Stand-in for the login form while it loads (architecture, Look and feel: skeletons): the form's
 * blocks at the form's sizes (intro, two fields, button, reset link, sign-up line), so the modal
 * keeps its size when the form arrives.
 */
export function AccountDialogSkeleton() {
  const t = useTranslations('login');
  return (
    <div className={styles.skeleton} role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <div className={styles.line} aria-hidden="true" />
      {[0, 1].map((field) => (
        <div key={field} className={styles.field} aria-hidden="true">
          <div className={`${styles.line} ${styles.label}`} />
          <div className={styles.input} />
        </div>
      ))}
      <div className={styles.input} aria-hidden="true" />
      <div className={styles.linkRow} aria-hidden="true">
        <div className={styles.link} />
      </div>
      <div className={`${styles.linkRow} ${styles.signUp}`} aria-hidden="true">
        <div className={styles.link} />
      </div>
    </div>
  );
}
