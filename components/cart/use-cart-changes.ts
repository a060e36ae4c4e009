'use client';

import type { Cart, CartItem, CartStoreResponse } from '@shop/product-api/contract/cart';
import type { Product } from '@shop/product-api/contract/catalogue';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useUnitLabel } from '@/components/catalogue/unit-label';
import { useToast } from '@/components/ui/toast';
import { BffError } from '@/lib/queries/bff-error';
import { quantityOf, withLine, withLinePreferences, withoutLine } from '@/lib/cart/cart-cache';
import { cartQueryKey, cartQueryOptions } from '@/lib/cart/cart';
import { isCartClosed } from '@/lib/cart/cart-signal';

/**
 * The cart's changes (spec §4 cart, §8 toasts): a line set or removed, and the cart deleted.
 * Line changes are optimistic: the cached cart (header count and total, cart page) changes at
 * once and the server's cart replaces it when it answers; a refusal puts the cart back and shows
 * the server's message. Toasts sit on the mutation, not on the call, so a row that disappears at
 * once (remove) still gets its confirmation.
 */
const cartLineKey = ['cart', 'line'] as const;

type Snapshot = { previous: Cart | null | undefined };

/**
 * Several changes may be on their way at once (quick clicks): each answer carries the cart as it
 * was when that request was served, so only the last one to settle writes the server's cart;
 * one that settles while others are still out leaves the cart to them, and the last one re-reads
 * the cart when any before it failed or was skipped.
 */
let reconcileLater = false;

function beginChange(queryClient: QueryClient, next: (cart: Cart) => Cart, cart: Cart): Snapshot {
  // Cancelled synchronously, so a cart read still on its way cannot overwrite the estimate.
  void queryClient.cancelQueries({ queryKey: cartQueryKey, exact: true });
  const previous = queryClient.getQueryData<Cart | null>(cartQueryKey);
  queryClient.setQueryData(cartQueryKey, next(previous ?? cart));
  return { previous };
}

const othersPending = (queryClient: QueryClient) => queryClient.isMutating({ mutationKey: cartLineKey }) > 1;

function settleChange(queryClient: QueryClient, serverCart: Cart | null, snapshot: Snapshot | undefined) {
  if (othersPending(queryClient)) {
    reconcileLater = true;
    return;
  }
  if (serverCart && !reconcileLater) queryClient.setQueryData(cartQueryKey, serverCart);
  else if (!serverCart && !reconcileLater && snapshot)
    queryClient.setQueryData(cartQueryKey, snapshot.previous);
  else void queryClient.invalidateQueries({ queryKey: cartQueryKey, exact: true });
  reconcileLater = false;
}

/** The failure toast: the server's own words (4031, 4034, 4038…), or a generic line for a failed call. */
function useFailureToast() {
  const t = useTranslations('cart');
  const { showToast } = useToast();
  return (error: unknown, queryClient: QueryClient) => {
    // 4008: the Warning dialog says it (cart-closed-dialog.tsx) and there is no cart any more.
    if (isCartClosed(error)) {
      queryClient.setQueryData(cartQueryKey, null);
      return;
    }
    showToast(error instanceof BffError && error.refused ? error.message : t('failed'));
  };
}

export type StoreLine = {
  cart: Cart;
  product: Product | CartItem;
  /** The line's new amount, absolute (pieces or kg). */
  amount: number;
  /** What the shopper chose to add, when the change should be confirmed ('Added 2 pc …'). */
  added?: number;
};

/** POST /cart/store with the line's absolute amount. */
export function useStoreCartLine() {
  const queryClient = useQueryClient();
  const t = useTranslations('cart');
  const unitLabel = useUnitLabel();
  const { showToast } = useToast();
  const failed = useFailureToast();
  return useMutation<CartStoreResponse, unknown, StoreLine, Snapshot>({
    mutationKey: cartLineKey,
    onMutate: ({ cart, product, amount }) =>
      beginChange(queryClient, (current) => withLine(current, product, amount), cart),
    mutationFn: async ({ cart, product, amount }) => {
      const { storeCartLine } = await import('@/lib/cart/cart-requests');
      return storeCartLine({
        cartId: cart.id,
        barcode: product.barcode,
        quantity: quantityOf(product, amount),
      });
    },
    onSuccess: (stored, { added }, snapshot) => {
      settleChange(queryClient, stored.cart, snapshot);
      if (added === undefined) return;
      const { um, description } = stored.updatedProduct;
      showToast(t('added', { amount: added, unit: unitLabel(um), description }), { endsWithPage: true });
    },
    onError: (error, _line, snapshot) => {
      settleChange(queryClient, null, snapshot);
      failed(error, queryClient);
    },
  });
}

/** POST /cart/delete: the row goes at once; '{product} removed from cart' once the server agrees. */
export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  const t = useTranslations('cart');
  const { showToast } = useToast();
  const failed = useFailureToast();
  return useMutation<Cart, unknown, { cart: Cart; item: CartItem }, Snapshot>({
    mutationKey: cartLineKey,
    onMutate: ({ cart, item }) =>
      beginChange(queryClient, (current) => withoutLine(current, item.barcode), cart),
    mutationFn: async ({ cart, item }) => {
      const { deleteCartLine } = await import('@/lib/cart/cart-requests');
      return deleteCartLine({ cartId: cart.id, barcode: item.barcode });
    },
    onSuccess: (serverCart, { item }, snapshot) => {
      settleChange(queryClient, serverCart, snapshot);
      showToast(t('removed', { product: item.description }));
    },
    onError: (error, _line, snapshot) => {
      settleChange(queryClient, null, snapshot);
      failed(error, queryClient);
    },
  });
}

export type LinePreferences = { cart: Cart; item: CartItem; replace: boolean; note: string };

/**
 * POST /cart/line/preferences (issue 29): the line's substitution preference and picker note
 * change at once; a refusal puts the cart back and says which product's choice was not saved.
 */
export function useSaveLinePreferences() {
  const queryClient = useQueryClient();
  const t = useTranslations('cart');
  const { showToast } = useToast();
  return useMutation<Cart, unknown, LinePreferences, Snapshot>({
    mutationKey: cartLineKey,
    onMutate: ({ cart, item, replace, note }) =>
      beginChange(
        queryClient,
        (current) => withLinePreferences(current, item.barcode, { replace, note }),
        cart,
      ),
    mutationFn: async ({ cart, item, replace, note }) => {
      const { saveLinePreferences } = await import('@/lib/cart/cart-requests');
      return saveLinePreferences({ cartId: cart.id, barcode: item.barcode, replace, note });
    },
    onSuccess: (serverCart, _line, snapshot) => settleChange(queryClient, serverCart, snapshot),
    onError: (error, { item }, snapshot) => {
      settleChange(queryClient, null, snapshot);
      if (isCartClosed(error)) queryClient.setQueryData(cartQueryKey, null);
      else showToast(t('preferencesFailed', { product: item.description }));
    },
  });
}

/**
 * POST /cart/abort (spec §4 deleting a cart): the cart and its availability are forgotten and the
 * current cart read again (another open cart may become current, or none).
 */
export function useDeleteCart() {
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  return useMutation<void, unknown, Cart>({
    mutationFn: async (cart) => {
      const { abortCart } = await import('@/lib/cart/cart-requests');
      await abortCart(cart.id);
    },
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ['availability'] });
      void queryClient.invalidateQueries({ queryKey: ['open-carts'] });
      await queryClient.fetchQuery({ ...cartQueryOptions(), staleTime: 0 }).catch(() => null);
    },
    onError: (error) => failed(error, queryClient),
  });
}
