'use client';

import type { SmartlistItem } from '@shop/product-api/contract/lists';
import type { StepperProduct } from '@shop/product-api/contract/quantity';
import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { memo, useState } from 'react';
import { AllergenWarning } from '@/components/catalogue/allergen-warning';
import { ProductImage } from '@/components/catalogue/product-image';
import { useUnitLabel } from '@/components/catalogue/unit-label';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { Link } from '@/i18n/navigation';
import styles from './lists.module.css';
import offline from './offline.module.css';

/**
 * The stepper rules of an item (spec §5: a list item never below 1): custom items and products
 * sold by the piece count whole pieces, weighed products keep their step, minimum and maximum, as
 * the API puts them (README: Shopping lists and favourites, Amounts).
 */
export function stepperOf(item: SmartlistItem): StepperProduct {
  if (item.type === 'CUSTOM' || item.purchaseUm === null || item.purchaseUm === 'PZ') {
    return { purchaseUm: 'PZ', umStep: 1, minWeight: null, maxAmount: item.maxAmount };
  }
  return {
    purchaseUm: item.purchaseUm,
    umStep: item.umStep ?? 0.1,
    minWeight: item.minWeight,
    maxAmount: item.maxAmount,
  };
}

type ItemRef = { id: number; itemId: number };

type ListItemRowProps = {
  listId: number;
  item: SmartlistItem;
  /** Without a connection only the tick works (README: Shopping lists offline). */
  online: boolean;
  /** Ticked off or back on in the aisle; works without a signal (README: Shopping lists offline). */
  onChecked: (tick: ItemRef & { checked: boolean }) => void;
  onAmount: (change: ItemRef & { amount: number }) => void;
  onDelete: (item: ItemRef) => void;
};

/**
 * One item of a list (spec §2 smartlists): its tick box, image, description, stepper and delete.
 * Memoised with stable callbacks (React Query's `mutate`): a list of 100 items re-renders only the
 * rows that changed when a tick, an amount or another query moves.
 */
export const ListItemRow = memo(function ListItemRow({
  listId,
  item,
  online,
  onChecked,
  onAmount,
  onDelete,
}: ListItemRowProps) {
  const t = useTranslations('lists');
  const unitLabel = useUnitLabel();
  // The box follows the tap at once; the list's answer (or a refusal read again) then sets it.
  // Controlled by the cached list alone, it would flick back until the change reached the cache.
  const [ticked, setTicked] = useState(item.checked);
  const [listTicked, setListTicked] = useState(item.checked);
  if (listTicked !== item.checked) {
    setListTicked(item.checked);
    setTicked(item.checked);
  }
  const stepper = stepperOf(item);
  const note =
    item.availability === 'UNAVAILABLE'
      ? t('unavailable')
      : item.availability === 'NOT_SOLD'
        ? t('notSold')
        : item.type === 'CUSTOM'
          ? t('customNote')
          : null;
  return (
    <li className={ticked ? `${styles.item} ${offline.done}` : styles.item}>
      <label className={offline.tick}>
        <input
          type="checkbox"
          checked={ticked}
          onChange={(event) => {
            setTicked(event.target.checked);
            onChecked({ id: listId, itemId: item.id, checked: event.target.checked });
          }}
          aria-label={t('tickItem', { item: item.description })}
        />
      </label>
      <div className={`${styles.itemImage} ${offline.doneImage}`}>
        <ProductImage src={item.imageUrl} alt="" size={160} />
      </div>
      <div className={styles.itemText}>
        {item.barcode && item.availability !== 'NOT_SOLD' ? (
          <Link
            href={`/product/${encodeURIComponent(item.barcode)}`}
            className={`${styles.itemName} ${offline.doneName}`}
          >
            {item.description}
          </Link>
        ) : (
          <span className={`${styles.itemName} ${offline.doneName}`}>{item.description}</span>
        )}
        {note ? <span className={styles.itemNote}>{note}</span> : null}
        <AllergenWarning product={item} className={styles.itemAllergens} />
      </div>
      <div className={styles.itemStepper}>
        <QuantityStepper
          product={stepper}
          amount={item.amount}
          onChange={(amount) => onAmount({ id: listId, itemId: item.id, amount })}
          unitLabel={unitLabel(stepper.purchaseUm)}
          productName={item.description}
          disabled={!online}
        />
      </div>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => onDelete({ id: listId, itemId: item.id })}
        disabled={!online}
        aria-label={t('deleteItem', { item: item.description })}
      >
        <Trash2 aria-hidden="true" size={18} />
      </button>
    </li>
  );
});
