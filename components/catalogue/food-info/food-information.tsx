import { ALLERGENS, type Allergen, type FoodInfo } from '@shop/product-api/contract/food-info';
import { useLocale, useTranslations } from 'next-intl';
import { formatAmount } from '@/lib/format';
import { IngredientsText } from './ingredients-text';
import { NutritionTable } from './nutrition-table';
import styles from './food-info.module.css';

/** Alcohol strength is mandatory above 1.2 % by volume (Article 9(1)(k)). */
const ABV_SHOWN_ABOVE = 1.2;

/** Whether there is anything besides non-food warnings: a food product's label. */
const isFood = (info: FoodInfo) =>
  info.ingredients !== null ||
  info.allergens.length > 0 ||
  info.mayContain.length > 0 ||
  info.diets.length > 0 ||
  info.nutrition !== null ||
  info.netQuantity !== null ||
  info.storage !== null ||
  info.instructions !== null ||
  info.origin !== null ||
  info.abv !== null ||
  info.operator !== null;

/** Annex II's order, whatever order the data lists them in. */
const inAnnexOrder = (codes: readonly Allergen[]) => ALLERGENS.filter((code) => codes.includes(code));

/**
 * The mandatory food information (Regulation (EU) No 1169/2011, Articles 9 and 14) below the buy
 * box, all of it open: it must be seen before the purchase. A server component: no script. Non-food
 * products show their warnings only; a product without information shows nothing.
 */
export function FoodInformation({ info }: { info: FoodInfo | null }) {
  const t = useTranslations('foodInfo');
  const names = useTranslations('allergens.names');
  const locale = useLocale();
  if (info === null) return null;
  const food = isFood(info);
  if (!food && info.warnings === null) return null;

  const allergenNames = (codes: readonly Allergen[]) =>
    inAnnexOrder(codes)
      .map((code) => names(code))
      .join(', ');
  const facts: { label: string; value: string }[] = [
    { label: t('netQuantity'), value: info.netQuantity },
    { label: t('storage'), value: info.storage },
    { label: t('instructions'), value: info.instructions },
    { label: t('origin'), value: info.origin },
    {
      label: t('alcohol'),
      value:
        info.abv !== null && info.abv > ABV_SHOWN_ABOVE
          ? t('abv', { abv: formatAmount(info.abv, locale) })
          : null,
    },
    { label: t('operator'), value: info.operator },
  ].filter((fact): fact is { label: string; value: string } => fact.value !== null);

  const warnings = info.warnings ? <p className={styles.text}>{info.warnings}</p> : null;
  if (!food) {
    return (
      <section aria-labelledby="food-info-heading" className={styles.card}>
        <h2 id="food-info-heading" className={styles.heading}>
          {t('warnings')}
        </h2>
        {warnings}
      </section>
    );
  }

  return (
    <section aria-labelledby="food-info-heading" className={styles.card}>
      <h2 id="food-info-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {info.diets.length > 0 ? (
        <ul className={styles.diets} aria-label={t('dietsLabel')}>
          {info.diets.map((diet) => (
            <li key={diet}>{t(`diets.${diet}`)}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.columns}>
        <div className={styles.column}>
          {info.ingredients !== null ? (
            <div>
              <h3 className={styles.subheading}>{t('ingredients')}</h3>
              <IngredientsText text={info.ingredients} className={styles.text} />
            </div>
          ) : null}
          {info.allergens.length > 0 || info.mayContain.length > 0 ? (
            <div className={styles.allergens}>
              <h3 className={styles.subheading}>{t('allergensHeading')}</h3>
              {info.allergens.length > 0 ? (
                <p>
                  <strong>{t('contains')}</strong> {allergenNames(info.allergens)}
                </p>
              ) : null}
              {info.mayContain.length > 0 ? (
                <p>
                  <strong>{t('mayContain')}</strong> {allergenNames(info.mayContain)}
                </p>
              ) : null}
            </div>
          ) : null}
          {facts.length > 0 ? (
            <dl className={styles.facts}>
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {warnings ? (
            <div>
              <h3 className={styles.subheading}>{t('warnings')}</h3>
              {warnings}
            </div>
          ) : null}
        </div>
        {info.nutrition !== null ? (
          <div className={styles.column}>
            <NutritionTable nutrition={info.nutrition} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
