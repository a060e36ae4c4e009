import { pieceDepositCents } from '@shop/product-api/contract/deposit';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';

/**
 * 'plus €0.10 deposit' beside the price of a product in single-use drink containers (README:
 * Deposit on drink containers): a multipack says what all its containers carry ('plus €0.60
 * deposit'). Nothing for products without containers.
 */
export function DepositNote({ depositUnits, className }: { depositUnits: number; className?: string }) {
  const t = useTranslations('product');
  const locale = useLocale();
  const cents = pieceDepositCents(depositUnits);
  if (cents <= 0) return null;
  return <p className={className}>{t('depositNote', { amount: formatMoney(cents / 100, locale) })}</p>;
}
