'use client';

import type { Cart } from '@shop/product-api/contract/cart';
import { ResponseCode } from '@shop/product-api/contract/envelope';
import type { SlotHold } from '@shop/product-api/contract/slots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BffError } from '@/lib/queries/bff-error';
import { cartQueryKey } from '@/lib/cart/cart';
import { withHold } from './cart-hold';

/** A pick is held after this pause, so arrowing through the radios does not hold every slot passed. */
export const HOLD_DELAY_MS = 300;

/**
 * Why a hold was refused: the slot filled ('taken'), the cart cannot hold a slot now ('refused',
 * e.g. below the minimum order: the cart is read again and the step says why), the customer's
 * other carts hold the most slots they may (`waitMinutes` until one runs out, when the shop said),
 * another refusal with the shop's message, or no answer ('failed').
 */
export type HoldFailure =
  'taken' | 'failed' | 'refused' | { waitMinutes: number | null } | { message: string };

/**
 * Issue 13 item 2: the slot the shopper picks is held for the cart (POST /slots/hold), and the
 * cached cart carries the hold (cart.delivery), as the API's cart would. 4028 (the slot filled
 * meanwhile) reloads the days and times; 4000 (issue 27: e.g. the cart fell below the minimum in
 * another tab) reloads the cart. `onFailure` hears of a refusal of the slot still picked.
 */
export function useSlotHold(cart: Cart, onFailure: (timeSlotId: number, failure: HoldFailure) => void) {
  const queryClient = useQueryClient();
  const [pick, setPick] = useState<number | null>(null);

  const mutation = useMutation<SlotHold, unknown, number>({
    mutationFn: async (timeSlotId) =>
      (await import('@/lib/checkout/checkout-requests')).holdSlot(cart.id, timeSlotId),
    onSuccess: (held) => {
      queryClient.setQueryData<Cart | null>(cartQueryKey, (current) =>
        current ? withHold(current, held) : current,
      );
    },
    onError: (error, timeSlotId) => {
      if (
        error instanceof BffError &&
        error.refused &&
        error.code === ResponseCode.SLOT_NO_LONGER_AVAILABLE
      ) {
        void queryClient.invalidateQueries({ queryKey: ['availability'] });
        onFailure(timeSlotId, 'taken');
      } else if (error instanceof BffError && error.status === 429) {
        const seconds = error.retryAfterSeconds;
        onFailure(timeSlotId, {
          waitMinutes: seconds === null ? null : Math.max(1, Math.ceil(seconds / 60)),
        });
      } else if (error instanceof BffError && error.refused && error.code === ResponseCode.GENERIC_ERROR) {
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
        onFailure(timeSlotId, 'refused');
      } else if (error instanceof BffError && error.refused) {
        onFailure(timeSlotId, { message: error.message });
      } else {
        onFailure(timeSlotId, 'failed');
      }
    },
  });
  const { mutate } = mutation;

  useEffect(() => {
    if (pick === null) return;
    const timer = window.setTimeout(() => {
      mutate(pick);
      setPick(null);
    }, HOLD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pick, mutate]);

  return {
    /** Holds `timeSlotId` after a short pause; null forgets a pick not yet sent. */
    hold: setPick,
    isHolding: pick !== null || mutation.isPending,
  };
}
