'use client';

import type { Cart } from '@shop/product-api/contract/cart';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useVisitorSignIn } from '@/components/account/profile/use-visitor-sign-in';
import { VisitorPrompt } from '@/components/account/visitor-prompt';
import { FailureAlert } from '@/components/ui/failure-alert';
import { usePathname, useRouter } from '@/i18n/navigation';
import { cartQueryKey, useCurrentCart } from '@/lib/cart/cart';
import { sessionQueryOptions } from '@/lib/session/session';
import { useAddressQuery } from '@/lib/use-address-query';
import { useHydrated } from '@/lib/use-hydrated';
import { AvailabilityStep } from './availability-step';
import { withHold } from './cart-hold';
import type { CheckoutFormInput } from './checkout-form-schema';
import { ConfirmStep } from './confirm-step';
import { CheckoutProgress } from './checkout-progress';
import { STEP_PATHS, stepOfPath } from './checkout-step';
import { DataStep } from './data-step';
import styles from './checkout.module.css';
import { orderIdOf } from './payment-return';

/**
 * The checkout (spec §2, §4): one screen for /checkout, /checkout/data (/checkout/summary) and
 * /checkout/confirm, drawn in the browser for whoever is signed in (the page's HTML is the same
 * for everyone). It lives in the layout, so a notice (the hold ran out) survives the way back to
 * step 1, and the step's heading takes the focus when the step changes. Without a cart the
 * shopper goes to /cart/create; data without a held slot, and confirm without an order, go back
 * to /checkout (spec §4).
 */
export function CheckoutScreen() {
  const t = useTranslations('checkout');
  const step = stepOfPath(usePathname());
  const router = useRouter();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  // The order just placed here: the router's push reaches window.location only after the
  // confirm step first renders, so the address alone would say 'no order' for a moment.
  const [placedOrderId, setPlacedOrderId] = useState<number | null>(null);
  const addressOrderId = orderIdOf(useAddressQuery());
  const orderId = placedOrderId ?? addressOrderId;
  const session = useQuery(sessionQueryOptions());
  useVisitorSignIn(session.data);
  const { cart, signedIn, isPending, isError } = useCurrentCart();
  const [notice, setNotice] = useState<string | null>(null);
  // What the data step held when it closed, for this cart: back from step 1 it opens with it.
  const [draft, setDraft] = useState<{ cartId: number; values: CheckoutFormInput } | null>(null);
  const cartId = cart?.id ?? null;
  const keepDraft = useCallback(
    (values: CheckoutFormInput) => {
      if (cartId !== null) setDraft({ cartId, values });
    },
    [cartId],
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const noCart = signedIn && !isPending && !isError && cart === null && step !== 'confirm';
  const noSlot = step === 'data' && cart !== null && cart.delivery.timeSlotId === null;
  const noOrder = hydrated && step === 'confirm' && orderId === null;
  const leaving = noCart ? '/cart/create' : noSlot || noOrder ? STEP_PATHS.availability : null;
  useEffect(() => {
    if (leaving) router.replace(leaving);
  }, [leaving, router]);

  // The held time is gone (ran out, or 4028/4029 at order time): without a hold the data step
  // goes back to step 1 (`leaving`), which says why.
  const slotLost = (lost: string) => {
    setNotice(lost);
    queryClient.setQueryData<Cart | null>(cartQueryKey, (current) =>
      current ? withHold(current, null) : current,
    );
  };

  const content = () => {
    const profile = session.data;
    if (profile === null) {
      return <VisitorPrompt text={t('visitorText')} signInLabel={t('signIn')} className={styles.stack} />;
    }
    if (step === 'confirm' && orderId !== null) return <ConfirmStep orderId={orderId} />;
    if (isError) return <FailureAlert message={t('loadFailed')} announce={false} />;
    if (!profile || isPending || leaving || !cart) return <p className={styles.loading}>{t('loading')}</p>;
    if (step === 'data') {
      return (
        <DataStep
          cart={cart}
          profile={profile}
          draft={draft?.cartId === cart.id ? draft.values : null}
          onLeave={keepDraft}
          onSlotLost={slotLost}
          onPlaced={setPlacedOrderId}
        />
      );
    }
    return <AvailabilityStep cart={cart} notice={notice} onNotice={setNotice} />;
  };

  return (
    <div className={styles.screen}>
      <CheckoutProgress step={step} />
      <section className={styles.panel} aria-labelledby="checkout-step-heading">
        <h2 id="checkout-step-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t(`stepHeadings.${step}`)}
        </h2>
        {content()}
      </section>
    </div>
  );
}
