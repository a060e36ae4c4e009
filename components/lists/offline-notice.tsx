'use client';

import { CloudOff, RefreshCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import styles from './offline.module.css';

type OfflineNoticeProps = { online: boolean; waiting: number };

/**
 * Says that the lists are the copy of the last visit and that ticks will be sent when the
 * connection returns (README: Shopping lists offline); online, how many ticks are still on their way.
 */
export function OfflineNotice({ online, waiting }: OfflineNoticeProps) {
  const t = useTranslations('lists');
  if (online && waiting === 0) return null;
  return (
    <div className={styles.notice} role="status">
      {online ? <RefreshCw aria-hidden="true" size={20} /> : <CloudOff aria-hidden="true" size={20} />}
      <div>
        <p className={styles.noticeTitle}>{online ? t('syncingTitle') : t('offlineTitle')}</p>
        <p className={styles.noticeText}>
          {online ? t('syncingText', { count: waiting }) : t('offlineText')}
        </p>
      </div>
    </div>
  );
}
