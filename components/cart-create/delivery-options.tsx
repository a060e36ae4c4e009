'use client';

import type { DeliveryMode, DeliveryOption } from '@shop/product-api/contract/catalogue';
import { Car, House, type LucideIcon, Package, Store } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { deliversToAddress, optionKeyOf } from './delivery-choice';
import styles from './cart-create.module.css';

const ICONS: Record<DeliveryMode, LucideIcon> = {
  IN_STORE: Store,
  DRIVE: Car,
  AT_HOME: House,
  SHIPPED: Package,
};

type DeliveryOptionsProps = {
  options: readonly DeliveryOption[];
  selectedKey: string | null;
  /** On /cart/update: the radio of the cart as it is now, marked. */
  currentKey?: string | null;
  onChoose: (key: string) => void;
};

/**
 * Spec §2: one radio per pick-up store, then the modes that deliver. Native radios of one name,
 * so the arrow keys move between them and a screen reader hears the legend as the question.
 */
export function DeliveryOptions({ options, selectedKey, currentKey = null, onChoose }: DeliveryOptionsProps) {
  const t = useTranslations('cartCreate');
  return (
    <fieldset className={styles.options}>
      <legend className={styles.legend}>{t('modeLegend')}</legend>
      {options.map((option) => {
        const key = optionKeyOf(option);
        const mode = option.deliveryMode;
        const Icon = ICONS[mode];
        const store = option.storeDescription ?? option.description;
        return (
          <label key={key} className={styles.option}>
            <input
              type="radio"
              name="delivery"
              value={key}
              className={styles.radio}
              checked={selectedKey === key}
              onChange={() => onChoose(key)}
              data-pick-up={deliversToAddress(mode) ? undefined : ''}
            />
            <Icon aria-hidden="true" size={22} className={styles.optionIcon} />
            <span className={styles.optionText}>
              <span className={styles.optionTitle}>{t(`modes.${mode}`, { store })}</span>
              <span className={styles.optionHint}>{t(`modeHints.${mode}`)}</span>
            </span>
            {currentKey === key ? <span className={styles.badge}>{t('currentChoice')}</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
