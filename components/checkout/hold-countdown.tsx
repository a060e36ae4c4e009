'use client';

import { Timer } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './hold-countdown.module.css';
import { announcedMinutes, formatCountdown, useCountdown } from './use-countdown';

type HoldCountdownProps = {
  /** When the hold runs out (ISO 8601). */
  expiresAt: string;
  onExpired: () => void;
};

/**
 * Issue 13 item 2: 'Slot held for 14:32', counting down to the hold's end. The ticking clock is
 * not a live region (a timer); a separate polite status says the minutes left at a few marks
 * only (use-countdown.ts), so a screen reader is told without being talked over every second.
 */
export function HoldCountdown({ expiresAt, onExpired }: HoldCountdownProps) {
  const t = useTranslations('checkout.availability');
  const left = useCountdown(expiresAt, onExpired);
  const [start] = useState(left);
  return (
    <div className={styles.countdown}>
      <p className={styles.clock} role="timer">
        <Timer aria-hidden="true" size={18} />
        {t('heldFor', { time: formatCountdown(left) })}
      </p>
      <p className="visually-hidden" role="status">
        {left > 0 ? t('heldAnnouncement', { minutes: announcedMinutes(left, start) }) : ''}
      </p>
    </div>
  );
}
