import type { Nutrition } from '@shop/product-api/contract/food-info';
import { useLocale, useTranslations } from 'next-intl';
import { formatAmount } from '@/lib/format';
import styles from './food-info.module.css';

type GramRow = { key: 'fat' | 'saturates' | 'carbohydrate' | 'sugars' | 'protein' | 'salt'; sub: boolean };

/** The declaration's order (Annex XV); 'of which' rows indented under their parent. */
const GRAM_ROWS: readonly GramRow[] = [
  { key: 'fat', sub: false },
  { key: 'saturates', sub: true },
  { key: 'carbohydrate', sub: false },
  { key: 'sugars', sub: true },
  { key: 'protein', sub: false },
  { key: 'salt', sub: false },
];

/** The nutrition declaration per 100 g or 100 ml as a table a screen reader can walk. */
export function NutritionTable({ nutrition }: { nutrition: Nutrition }) {
  const t = useTranslations('foodInfo');
  const locale = useLocale();
  const per = t('per100', { unit: nutrition.per });
  return (
    <table className={styles.nutrition}>
      <caption>{t('nutritionCaption', { unit: nutrition.per })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('nutrient')}</th>
          <th scope="col">{per}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{t('nutrients.energy')}</th>
          <td>{`${formatAmount(nutrition.energyKj, locale)} kJ / ${formatAmount(nutrition.energyKcal, locale)} kcal`}</td>
        </tr>
        {GRAM_ROWS.map(({ key, sub }) => (
          <tr key={key} className={sub ? styles.subRow : undefined}>
            <th scope="row">{t(`nutrients.${key}`)}</th>
            <td>{`${formatAmount(nutrition[key], locale)} g`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
