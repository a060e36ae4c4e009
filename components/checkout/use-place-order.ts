'use client';

import type { Cart, CartItem } from '@shop/product-api/contract/cart';
import { ONLINE_PAYMENT_METHODS, type FreezeRequest } from '@shop/product-api/contract/checkout';
import { ResponseCode } from '@shop/product-api/contract/envelope';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useShopFeatures } from '@/components/layout/shop-features';
import { useRouter } from '@/i18n/navigation';
import { toAppLocale } from '@/i18n/routing';
import { BffError } from '@/lib/queries/bff-error';
import { cartQueryKey } from '@/lib/cart/cart';
import { linkedCardFor, linkedMethodsQueryOptions } from '@/lib/payments/payment-methods';
import { STEP_PATHS } from './checkout-step';
import { AttemptKeys } from './idempotency-key';

/** Spec §9: the payment overlay shows for 3000 ms after submit. */
export const PAYMENT_OVERLAY_MS = 3000;

export type PriceChanges = { updatedItems: CartItem[]; removedItems: CartItem[] };

/** APCOPAY and STRIPE: the order waits for the provider's page (and the card's pre-authorisation). */
export const isOnline = (mode: string) => ONLINE_PAYMENT_METHODS.some((method) => method === mode);

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** The confirm step of an order. */
export const confirmPathOf = (orderId: number) => `${STEP_PATHS.confirm}?orderId=${orderId}`;

type PlaceOrderOptions = {
  cart: Cart;
  /** 4028 or 4029: the time is gone; the screen goes back to step 1 and says why. */
  onSlotLost: (notice: string) => void;
  /** The order is placed and the confirm step comes next (the screen shows it at once). */
  onPlaced: (orderId: number) => void;
};

/**
 * Order placement (spec §4 checkout after freeze, §9 overlay): POST /cart/freeze with the
 * attempt's Idempotency-Key and the 3-second overlay; an online payment is then made with the
 * linked card when the payments flag is on and the customer has one (the shopper stays in the
 * shop, README: Linked cards), else on the provider's page (GET /cli/pay/{provider}/authorize);
 * any other goes to /checkout/confirm. 4028 and
 * 4029 send the shopper back to step 1; 4105 settles the changed prices (POST /cart/freeze/check)
 * and lists them in the popup; any other refusal shows the server's message.
 */
export function usePlaceOrder({ cart, onSlotLost, onPlaced }: PlaceOrderOptions) {
  const t = useTranslations('checkout.data');
  const language = toAppLocale(useLocale());
  const router = useRouter();
  const queryClient = useQueryClient();
  const features = useShopFeatures();
  const keys = useRef(new AttemptKeys());
  const [overlay, setOverlay] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [changes, setChanges] = useState<PriceChanges | null>(null);

  const slotLost = (notice: string) => {
    void queryClient.invalidateQueries({ queryKey: ['availability'] });
    onSlotLost(notice);
  };

  /** `paid`: authorised with the linked card, which the confirm step thanks for (and polls until the order says so). */
  const confirm = (orderId: number, paid = false) => {
    onPlaced(orderId);
    router.push(paid ? `${confirmPathOf(orderId)}&payment=paid` : confirmPathOf(orderId));
  };

  const settleChanges = async (changed: PriceChanges) => {
    const { checkCartPrices } = await import('@/lib/cart/cart-requests');
    // The check settles them (the new prices count as seen, unavailable lines leave), so the
    // next attempt can pass; its lists are the same, or the freeze's when it answers none.
    const settled = await checkCartPrices(cart.id).catch(() => null);
    void queryClient.invalidateQueries({ queryKey: cartQueryKey, exact: true });
    setChanges(settled?.outcome === 'changed' ? settled : changed);
  };

  /** Authorised (or waiting for the provider's word) with the linked card; false: the provider's page it is. */
  const paidWithLinkedCard = async (orderId: number, paymentMode: string): Promise<boolean> => {
    const methods = await queryClient.ensureQueryData(linkedMethodsQueryOptions()).catch(() => []);
    if (!linkedCardFor(methods, paymentMode)) return false;
    const { payWithLinkedCard } = await import('@/lib/payments/payment-methods-requests');
    const paid = await payWithLinkedCard(orderId).catch(() => null);
    return paid !== null && paid.paymentStatus !== 'DECLINED';
  };

  const place = async (request: FreezeRequest) => {
    if (overlay) return;
    setFailure(null);
    setOverlay(true);
    const shown = wait(PAYMENT_OVERLAY_MS);
    const requests = await import('@/lib/checkout/checkout-requests');
    const key = keys.current.keyFor(JSON.stringify(request));
    try {
      const placed = await requests.placeOrder(request, key);
      keys.current.answered();
      if (placed.outcome === 'changed') {
        setOverlay(false);
        await settleChanges(placed);
        return;
      }
      const { order } = placed;
      queryClient.removeQueries({ queryKey: ['availability'] });
      if (isOnline(request.paymentMode)) {
        if (features.payments && (await paidWithLinkedCard(order.id, request.paymentMode))) {
          await shown;
          confirm(order.id, true);
          return;
        }
        const url = await requests
          .authorizePayment(order.id, request.paymentMode, language)
          .catch(() => null);
        await shown;
        // Without the provider's address the confirm step offers 'Pay now'.
        if (url) window.location.assign(url);
        else confirm(order.id);
        return;
      }
      await shown;
      confirm(order.id);
    } catch (error) {
      setOverlay(false);
      if (!(error instanceof BffError) || !error.refused) {
        // No answer: the same submission retried keeps its key.
        setFailure(t('failed'));
        return;
      }
      keys.current.answered();
      if (error.code === ResponseCode.RESERVATION_TIME_EXCEEDED) slotLost(t('holdRanOut'));
      else if (error.code === ResponseCode.SLOT_NO_LONGER_AVAILABLE) slotLost(t('slotTaken'));
      else setFailure(error.message);
    }
  };

  return { place, overlay, failure, changes, closeChanges: () => setChanges(null) };
}
