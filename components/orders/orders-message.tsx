'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { Dialog } from '@/components/ui/dialog';
import styles from './orders.module.css';

/**
 * Spec §2: /orders?message=… opens a popup with that text and a close button (the payment
 * provider and the e-mails send shoppers here with a word). Closing it takes the message out of
 * the address, so a reload or a back step does not show it again.
 */
export function OrdersMessage({ message }: { message: string | null }) {
  const t = useTranslations('orders');
  const [closed, setClosed] = useState<string | null>(null);
  const close = () => {
    setClosed(message);
    const url = new URL(window.location.href);
    url.searchParams.delete('message');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
  };
  return (
    <Dialog
      open={message !== null && closed !== message}
      onClose={close}
      title={t('messageTitle')}
      closeLabel={t('close')}
    >
      <p className={styles.message}>{message}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={buttons.primary} onClick={close}>
          {t('close')}
        </button>
      </div>
    </Dialog>
  );
}
