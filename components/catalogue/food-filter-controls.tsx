'use client';

import { ALLERGENS, DIETS } from '@shop/product-api/contract/food-info';
import { ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { type FoodFilters, toggled } from '@/lib/catalogue/food-filters';
import browse from './browse.module.css';
import styles from './food-filter-controls.module.css';

type FoodFilterControlsProps = {
  value: FoodFilters;
  onChange: (next: FoodFilters) => void;
};

/**
 * The diet checkboxes and the 'Free from …' allergen picker of the category and search screens
 * (issue 33). Each change is a new address, as with the other filters; the picker is a native
 * disclosure, so it opens with Enter or Space and its checkboxes are in the tab order.
 */
export function FoodFilterControls({ value, onChange }: FoodFilterControlsProps) {
  const t = useTranslations('foodFilters');
  const allergenName = useTranslations('allergens.names');
  const legendId = useId();
  const chosen = value.freeFrom ?? [];
  return (
    <>
      <div className={styles.diets} role="group" aria-label={t('dietsLabel')}>
        {DIETS.map((diet) => (
          <label key={diet} className={browse.check}>
            <input
              type="checkbox"
              checked={value.diets?.includes(diet) ?? false}
              onChange={(event) => onChange(toggled(value, 'diets', diet, event.target.checked))}
            />
            {t(`diets.${diet}`)}
          </label>
        ))}
      </div>
      <details className={styles.freeFrom} open={chosen.length > 0 ? true : undefined}>
        <summary className={styles.summary}>
          {chosen.length > 0 ? t('freeFromChosen', { count: chosen.length }) : t('freeFrom')}
          <ChevronDown aria-hidden="true" size={18} className={styles.chevron} />
        </summary>
        <fieldset className={styles.allergens} aria-labelledby={legendId}>
          <legend id={legendId} className={styles.legend}>
            {t('freeFromLegend')}
          </legend>
          {ALLERGENS.map((allergen) => (
            <label key={allergen} className={styles.allergen}>
              <input
                type="checkbox"
                checked={chosen.includes(allergen)}
                onChange={(event) => onChange(toggled(value, 'freeFrom', allergen, event.target.checked))}
              />
              {allergenName(allergen)}
            </label>
          ))}
        </fieldset>
      </details>
    </>
  );
}
