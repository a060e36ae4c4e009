'use client';

import { LoaderCircle } from 'lucide-react';
import styles from './payment-overlay.module.css';

/**
 * Spec §4, §9: the loading overlay over the checkout for 3 seconds after the order is submitted
 * (use-place-order.ts keeps the time). A polite status, so a screen reader hears what is going on.
 */
export function PaymentOverlay({ open, text }: { open: boolean; text: string }) {
  if (!open) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.card}>
        <LoaderCircle aria-hidden="true" size={36} className={styles.spinner} />
        <p>{text}</p>
      </div>
    </div>
  );
}
