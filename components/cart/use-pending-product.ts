'use client';

import type { Cart } from '@shop/product-api/contract/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useUnitLabel } from '@/components/catalogue/unit-label';
import { readPendingProduct } from '@/lib/cart/pending-product';
import { useToast } from '@/components/ui/toast';
import { useRouter } from '@/i18n/navigation';
import { addPendingProduct, cartQueryOptions, firstSlotQueryOptions } from '@/lib/cart/cart';

/**
 * Adds the remembered product (spec §3 productToAdd) to `cart` and confirms it like a buy button
 * does ('Added 2 pc …', or the server's refusal). For the steps that have just got a cart: login,
 * and the cart creation right after POST /cart/open.
 */
export function useAddPendingProduct(): (cart: Cart) => Promise<void> {
  const queryClient = useQueryClient();
  const t = useTranslations('cart');
  const unitLabel = useUnitLabel();
  const { showToast } = useToast();
  return useCallback(
    async (cart: Cart) => {
      const addition = await addPendingProduct(queryClient, cart);
      if (addition.status === 'added') {
        const { amount, um, description } = addition;
        // Cart creation goes on to the cart, where the product's line says it better.
        showToast(t('added', { amount, unit: unitLabel(um), description }), { endsWithPage: true });
      } else if (addition.status === 'failed') {
        showToast(addition.message ?? t('failed'));
      }
    },
    [queryClient, showToast, t, unitLabel],
  );
}

/**
 * Spec §4 login success: fetch the current cart and its first available slot; a product chosen
 * before signing in goes into the cart, or, without a cart, the shopper goes to open one.
 */
export function useSignedInFollowUp(): () => Promise<void> {
  const queryClient = useQueryClient();
  const router = useRouter();
  const addPending = useAddPendingProduct();
  return useCallback(async () => {
    const cart = await queryClient.fetchQuery({ ...cartQueryOptions(), staleTime: 0 }).catch(() => undefined);
    if (cart) void queryClient.prefetchQuery(firstSlotQueryOptions(cart.id));
    if (!readPendingProduct() || cart === undefined) return;
    if (cart) await addPending(cart);
    else router.push('/cart/create');
  }, [queryClient, router, addPending]);
}
