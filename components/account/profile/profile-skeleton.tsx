import { useTranslations } from 'next-intl';
import styles from './profile-screen.module.css';

/**
 * While the browser asks who is signed in (architecture, Look and feel: skeletons, not a blank).
 */
export function ProfileSkeleton() {
  const t = useTranslations('profile');
  return (
    <div className={styles.screen} role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <div className={`${styles.skeletonBlock} ${styles.skeletonMenu}`} aria-hidden="true" />
      <div className={styles.sections} aria-hidden="true">
        <div className={`${styles.skeletonBlock} ${styles.skeletonSection}`} />
        <div className={`${styles.skeletonBlock} ${styles.skeletonSection}`} />
      </div>
    </div>
  );
}
