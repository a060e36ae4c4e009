'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useVisitorSignIn } from '@/components/account/profile/use-visitor-sign-in';
import { VisitorPrompt } from '@/components/account/visitor-prompt';
import { CartScreenSkeleton } from '@/components/cart-create/cart-screen-skeleton';
import { ordersAddressOf } from '@/lib/orders/orders-address';
import { sessionQueryOptions } from '@/lib/session/session';
import { useAddressQuery } from '@/lib/use-address-query';
import { OrderDetailView } from './order-detail';
import { OrderList } from './order-list';
import { OrdersMessage } from './orders-message';
import styles from './orders.module.css';

/**
 * /orders (spec §2 Orders): the customer's orders, five a page, and one order in full. The detail
 * lives at /orders?orderId={id} rather than on a page of its own: on a phone the list and an order
 * do not fit side by side, so the order takes the screen and the back button returns to the page
 * of the list it was opened from; one address keeps one cached page (README: Cached pages) for
 * every order, and the confirmation step and the e-mails link to it. `?message=` opens a popup.
 */
export function OrdersScreen() {
  const t = useTranslations('orders');
  const { data: profile } = useQuery(sessionQueryOptions());
  useVisitorSignIn(profile);
  const address = ordersAddressOf(useAddressQuery());

  let body;
  if (profile === null) {
    body = (
      <VisitorPrompt
        title={t('visitorTitle')}
        text={t('visitorText')}
        signInLabel={t('signIn')}
        className={styles.visitor}
        titleClassName={styles.visitorTitle}
      />
    );
  } else if (profile === undefined) {
    body = <CartScreenSkeleton label={t('loading')} />;
  } else if (address.orderId !== null) {
    body = <OrderDetailView key={address.orderId} orderId={address.orderId} fromPage={address.page} />;
  } else {
    body = <OrderList page={address.page} />;
  }
  return (
    <div className={styles.screen}>
      <OrdersMessage message={address.message} />
      {body}
    </div>
  );
}
