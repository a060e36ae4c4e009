import type { Cart } from '@shop/product-api/contract/cart';
import type { FirstSlot } from '@shop/product-api/contract/slots';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { forgetPendingProduct, readPendingProduct } from './pending-product';
import { hasSignedInHint } from '@/lib/session/signed-in-hint';
import { BffError } from '@/lib/queries/bff-error';
import { amountInCart, quantityOf } from './cart-cache';
import { sessionQueryOptions } from '@/lib/session/session';

/**
 * The shopper's current cart (spec §3 client state `cart`): the header's count and total, the
 * cart page and every buy button read it from here. Free of zod, like lib/session/session.ts: the requests
 * and their schemas (cart-requests.ts) load with the first call, after the page has rendered.
 * Logout and an ended session drop it with the rest of the shopper's data (forgetShopper).
 */
export const cartQueryKey = ['cart'] as const;

/** The current cart of a signed-in shopper; null without a cart, and for a visitor (no request). */
export function cartQueryOptions() {
  return queryOptions({
    queryKey: cartQueryKey,
    queryFn: async (): Promise<Cart | null> => {
      if (!hasSignedInHint(document.cookie)) return null;
      const { fetchCurrentCart } = await import('./cart-requests');
      return fetchCurrentCart();
    },
    staleTime: 60_000,
  });
}

/** Spec §2 cart page: the first free slot of the cart's store and mode (null when none). */
export function firstSlotQueryOptions(cartId: number) {
  return queryOptions({
    queryKey: ['availability', 'first', cartId] as const,
    queryFn: async (): Promise<FirstSlot | null> => (await import('./cart-requests')).fetchFirstSlot(),
    staleTime: 60_000,
    // The summary simply leaves the line out when there is no answer.
    retry: false,
  });
}

export type CurrentCart = {
  /** The cart; null without one, signed out, or while it loads. */
  cart: Cart | null;
  signedIn: boolean;
  /** Still finding out who is signed in, or their cart. */
  isPending: boolean;
  isError: boolean;
};

/** The current cart, asked for only once the session says someone is signed in. */
export function useCurrentCart(): CurrentCart {
  const session = useQuery(sessionQueryOptions());
  const signedIn = Boolean(session.data);
  const cart = useQuery({ ...cartQueryOptions(), enabled: signedIn });
  return {
    cart: signedIn ? (cart.data ?? null) : null,
    signedIn,
    isPending: session.isPending || (signedIn && cart.isPending),
    isError: signedIn && cart.isError,
  };
}

/** What became of the remembered product (the caller confirms it with a toast). */
export type PendingAddition =
  | { status: 'none' }
  | { status: 'added'; amount: number; um: string; description: string }
  | { status: 'failed'; message: string | null };

/**
 * Spec §4: the product chosen before signing in or before a cart existed (productToAdd) goes into
 * `cart` and is forgotten, whatever the answer, so a refused product is not retried forever.
 * Called after login and right after a cart opens. The line's amount is absolute on the API, so
 * the chosen amount adds to what the cart already holds.
 */
export async function addPendingProduct(queryClient: QueryClient, cart: Cart): Promise<PendingAddition> {
  const pending = readPendingProduct();
  if (!pending) return { status: 'none' };
  forgetPendingProduct();
  const amount = Math.round((amountInCart(cart, pending.barcode) + pending.amount) * 100) / 100;
  try {
    const { storeCartLine } = await import('./cart-requests');
    const stored = await storeCartLine({
      cartId: cart.id,
      barcode: pending.barcode,
      quantity: quantityOf(pending, amount),
    });
    queryClient.setQueryData(cartQueryKey, stored.cart);
    const { um, description } = stored.updatedProduct;
    return { status: 'added', amount: pending.amount, um, description };
  } catch (error) {
    return { status: 'failed', message: error instanceof BffError && error.refused ? error.message : null };
  }
}
