'use client';

import { SHOP_RULES } from '@shop/product-api/contract/shop-rules';
import { useTranslations } from 'next-intl';

/** The figures a rule's text may quote ('You must be over {age} years old'); the others ignore them. */
const ruleFigures = { age: SHOP_RULES.minimumSignupAge };

/**
 * The contract's zod schemas carry message keys ('error.invalidZip', 'signup.under16'), not
 * texts; this turns one into the shopper's language. A key the catalogue does not have reads as
 * 'This value is not valid', never as the raw key.
 */
export function useRuleMessage(): (key: string | undefined) => string | null {
  const t = useTranslations();
  return (key) => {
    if (key === undefined) return null;
    // Keys come from the schemas at run time, so they are checked here rather than by the types.
    return t.has(key as Parameters<typeof t.has>[0])
      ? t(key as Parameters<typeof t>[0], ruleFigures)
      : t('error.invalid');
  };
}
