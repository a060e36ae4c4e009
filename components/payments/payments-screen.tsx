'use client';

import type { LinkedPaymentMethod } from '@shop/product-api/contract/payment-methods';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, ExternalLink } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { SignedInOnly } from '@/components/account/signed-in-only';
import { formatBalanceDate } from '@/components/account/profile/balance-date';
import { CartScreenSkeleton } from '@/components/cart-create/cart-screen-skeleton';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { useToast } from '@/components/ui/toast';
import { toAppLocale } from '@/i18n/routing';
import { BASE_PATH } from '@/lib/base-path';
import { boardingProblemOf } from '@/lib/payments/boarding-problem';
import { useAddressQuery } from '@/lib/use-address-query';
import { linkedMethodsQueryKey, linkedMethodsQueryOptions } from '@/lib/payments/payment-methods';
import styles from './payments.module.css';

/**
 * /payments (spec §2 payments, §4 card linking): whether a card is linked, with 'Link a card'
 * opening the provider's linking page in a new tab, or 'Remove card', which answers the cards
 * left. The list is read again when the shopper comes back to this tab (refetch on focus), so a
 * card linked in the other tab shows here. `?boarding=` says why a linking tab came back here
 * instead of going on to the provider (app/api/payments/boarding).
 */
export function PaymentsScreen() {
  const t = useTranslations('payments');
  const problem = boardingProblemOf(useAddressQuery());
  const texts = {
    visitorTitle: t('visitorTitle'),
    visitorText: t('visitorText'),
    signIn: t('signIn'),
    loading: t('loading'),
  };
  return (
    <SignedInOnly texts={texts} className={styles.box} titleClassName={styles.boxTitle}>
      {problem ? <FailureAlert message={t(`boarding.${problem}`)} /> : null}
      <LinkedCards />
    </SignedInOnly>
  );
}

function LinkedCards() {
  const t = useTranslations('payments');
  const methods = useQuery(linkedMethodsQueryOptions());
  if (methods.isPending) return <CartScreenSkeleton label={t('loading')} />;
  if (methods.isError) {
    return (
      <div className={styles.box}>
        <FailureAlert message={t('loadFailed')} announce={false} />
        <button type="button" className={buttons.secondary} onClick={() => void methods.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const [card] = methods.data;
  return card ? <LinkedCard card={card} /> : <NoCard />;
}

function LinkedCard({ card }: { card: LinkedPaymentMethod }) {
  const t = useTranslations('payments');
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const brand = card.brand ?? t('unknownBrand');
  const name = card.last4 ? t('card', { brand, last4: card.last4 }) : t('cardWithoutDigits', { brand });
  const linkedOn = formatBalanceDate(card.linkedAt)?.slice(0, 10);
  const remove = useMutation({
    mutationFn: async () =>
      (await import('@/lib/payments/payment-methods-requests')).removeLinkedMethod(card.paymentMethodType),
    onSuccess: (left) => {
      queryClient.setQueryData(linkedMethodsQueryKey, left);
      showToast(t('removed'));
    },
  });
  return (
    <section className={styles.box} aria-labelledby="linked-card-title">
      <h2 id="linked-card-title" className={styles.boxTitle}>
        {t('linkedTitle')}
      </h2>
      <div className={styles.card}>
        <CreditCard aria-hidden="true" size={28} className={styles.cardIcon} />
        <div>
          <p className={styles.cardName}>{name}</p>
          {linkedOn ? <p className={styles.note}>{t('linkedOn', { date: linkedOn })}</p> : null}
        </div>
      </div>
      {remove.isError ? <FailureAlert message={t('removeFailed')} /> : null}
      <button
        type="button"
        className={buttons.secondary}
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
        aria-label={t('removeLabel', { card: name })}
      >
        {t('remove')}
      </button>
    </section>
  );
}

function NoCard() {
  const t = useTranslations('payments');
  const language = toAppLocale(useLocale());
  // A plain link to the BFF route that starts the flow and sends the new tab on to the provider.
  const href = `${BASE_PATH}/api/payments/boarding${language === 'en' ? '' : `?lang=${language}`}`;
  return (
    <section className={styles.box} aria-labelledby="no-card-title">
      <h2 id="no-card-title" className={styles.boxTitle}>
        {t('unlinkedTitle')}
      </h2>
      <p>{t('unlinkedText')}</p>
      <a
        href={href}
        target="_blank"
        rel="noopener"
        className={`${buttons.primary} ${styles.linkButton}`}
        aria-describedby="link-card-hint"
      >
        {t('link')}
        <ExternalLink aria-hidden="true" size={18} />
      </a>
      <p id="link-card-hint" className={styles.note}>
        {t('linkHint')}. {t('comeBack')}
      </p>
    </section>
  );
}
