'use client';

import type { CartItem } from '@shop/product-api/contract/cart';
import { useLocale, useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import { Dialog } from '@/components/ui/dialog';
import { formatMoney } from '@/lib/format';
import styles from './cart-screen.module.css';

type Changes = { updatedItems: CartItem[]; removedItems: CartItem[] };

/**
 * Spec §2/§4: the popup of POST /cart/freeze/check's 4105, listing the products whose price
 * changed and those no longer available. Closable; the cart page behind it is already re-read.
 */
export function PriceChangeDialog({ changes, onClose }: { changes: Changes | null; onClose: () => void }) {
  const t = useTranslations('cartPage');
  const locale = useLocale();
  return (
    <Dialog open={changes !== null} onClose={onClose} title={t('changedTitle')} closeLabel={t('close')}>
      <p>{t('changedIntro')}</p>
      {changes && changes.updatedItems.length > 0 ? (
        <>
          <h3 className={styles.changesHeading}>{t('updatedHeading')}</h3>
          <ul className={styles.changes}>
            {changes.updatedItems.map((item) => (
              <li key={item.barcode}>
                {t('updatedItem', {
                  description: item.description,
                  price: formatMoney(item.netPrice, locale),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {changes && changes.removedItems.length > 0 ? (
        <>
          <h3 className={styles.changesHeading}>{t('removedHeading')}</h3>
          <ul className={styles.changes}>
            {changes.removedItems.map((item) => (
              <li key={item.barcode}>{item.description}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" className={buttons.primary} onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Dialog>
  );
}
