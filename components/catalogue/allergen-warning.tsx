'use client';

import type { Allergen } from '@shop/product-api/contract/food-info';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { avoidedAllergens, avoidsAny } from '@/lib/catalogue/avoided-allergens';
import { sessionQueryOptions } from '@/lib/session/session';
import styles from './allergen-warning.module.css';

const NONE: readonly Allergen[] = [];

/**
 * The allergens the signed-in customer avoids, from the session query every page already runs
 * (lib/session/session.ts): no request of its own, and nothing for a visitor. Catalogue pages are
 * the same cached HTML for everyone, so the warnings appear in the browser.
 * It only reads: the header asks for the session. A warning that asked too would ask again each
 * time a row mounted, and offline (a failed session, no data) that sent the lists page back to
 * its skeleton, unmounting the rows, in a loop (e2e/offline-lists.spec.ts).
 */
function useAvoidedList(): readonly Allergen[] {
  const { data } = useQuery({
    ...sessionQueryOptions(),
    enabled: false,
    select: (profile) => profile?.preferences.avoidAllergens ?? NONE,
  });
  return data ?? NONE;
}

type AllergenWarningProps = {
  product: { allergens: readonly Allergen[]; mayContain: readonly Allergen[] };
  className?: string;
};

/**
 * Issue 33: 'Contains peanuts, which you avoid' on a card, the product page, a cart or list line
 * when the label names an allergen the customer saved in their profile; 'May contain …' as a
 * softer note. Words first, the icon only beside them.
 */
export function AllergenWarning({ product, className }: AllergenWarningProps) {
  const avoid = useAvoidedList();
  const t = useTranslations('allergens');
  const locale = useLocale();
  const format = useFormatter();
  const found = avoidedAllergens(product, avoid);
  if (!avoidsAny(found)) return null;

  // Inside a sentence the names read in lower case ('Contains peanuts'), in English and Italian alike.
  const named = (codes: readonly Allergen[]) =>
    format.list(
      codes.map((code) => t(`names.${code}`).toLocaleLowerCase(locale)),
      { type: 'conjunction' },
    );
  return (
    <div className={className ? `${styles.warnings} ${className}` : styles.warnings}>
      {found.contains.length > 0 ? (
        <p className={styles.contains}>
          <TriangleAlert aria-hidden="true" size={16} className={styles.icon} />
          <span>{t('contains', { allergens: named(found.contains) })}</span>
        </p>
      ) : null}
      {found.mayContain.length > 0 ? (
        <p className={styles.mayContain}>
          <CircleAlert aria-hidden="true" size={16} className={styles.icon} />
          <span>{t('mayContain', { allergens: named(found.mayContain) })}</span>
        </p>
      ) : null}
    </div>
  );
}
