import { useLocale } from 'next-intl';
import { SummaryRow } from '@/components/ui/summary-row';
import { formatMoney } from '@/lib/format';

/**
 * The BCRS deposit as its own row of a totals list (README: Deposit on drink containers), for
 * the cart's and the checkout's summaries; the API's total already includes it. No row when the
 * cart holds no drink containers.
 */
export function DepositLine({ label, amount }: { label: string; amount: number }) {
  const locale = useLocale();
  if (amount <= 0) return null;
  return <SummaryRow term={label}>{formatMoney(amount, locale)}</SummaryRow>;
}
