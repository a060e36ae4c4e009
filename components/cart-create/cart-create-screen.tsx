'use client';

import type { Cart } from '@shop/product-api/contract/cart';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useVisitorSignIn } from '@/components/account/profile/use-visitor-sign-in';
import { useAddPendingProduct } from '@/components/cart/use-pending-product';
import { useRouter } from '@/i18n/navigation';
import { cartQueryKey, useCurrentCart } from '@/lib/cart/cart';
import type { ChosenDelivery } from '@/lib/cart/cart-choice-types';
import { leaveHomeNotice } from '@/lib/home-notice';
import { sessionQueryOptions } from '@/lib/session/session';
import { CartChoiceForm } from './cart-choice-form';
import { CartScreenSkeleton } from './cart-screen-skeleton';
import { CartVisitorPrompt } from './cart-visitor-prompt';
import { CartWarnings } from './cart-warnings';
import { useOpenFailure } from './use-open-failure';

type OpenInput = { chosen: ChosenDelivery; city: string | null };

/**
 * /cart/create (spec §2, §4 Cart), drawn in the browser for whoever is signed in: a visitor gets
 * the login popup; a customer who already has a cart goes home (spec §2 redirect), where a notice
 * says so and links that cart; otherwise the
 * choice, and on 'Open the cart' the cart becomes the current one, the product chosen earlier is
 * added to it, and the shopper goes to /cart.
 */
export function CartCreateScreen() {
  const t = useTranslations('cartCreate');
  const { data: profile } = useQuery(sessionQueryOptions());
  useVisitorSignIn(profile);
  const current = useCurrentCart();
  const router = useRouter();
  const queryClient = useQueryClient();
  const addPending = useAddPendingProduct();
  const failureOf = useOpenFailure(t('openFailed'));
  const [failure, setFailure] = useState<string | null>(null);

  const opening = useMutation({
    mutationFn: async ({ chosen }: OpenInput): Promise<Cart> =>
      (await import('@/lib/cart/cart-choice-requests')).openCart(chosen),
    onMutate: () => setFailure(null),
    onSuccess: async (cart) => {
      queryClient.setQueryData(cartQueryKey, cart);
      void queryClient.invalidateQueries({ queryKey: ['open-carts'] });
      await addPending(cart);
      router.push('/cart');
    },
    onError: (error, { chosen, city }) => {
      console.error('cart open:', error);
      setFailure(failureOf(error, city, chosen.deliveryMode));
    },
  });

  // A cart that appears while (or after) this screen opens one is ours, not a reason to go home.
  const ours = opening.isPending || opening.isSuccess;
  const elsewhere = current.cart !== null && !ours;
  // Spec §2 sends them home; home says why and links the open cart (issue 30).
  useEffect(() => {
    if (!elsewhere) return;
    leaveHomeNotice('cartOpen');
    router.replace('/');
  }, [elsewhere, router]);

  if (profile === undefined || current.isPending || elsewhere) {
    return <CartScreenSkeleton label={t('loading')} />;
  }
  if (profile === null) return <CartVisitorPrompt title={t('visitorTitle')} />;
  return (
    <CartChoiceForm
      customerId={profile.id}
      submitText={t('create')}
      busyText={t('opening')}
      busy={ours}
      failure={failure}
      onSubmit={(chosen, city) => opening.mutate({ chosen, city })}
    >
      <CartWarnings />
    </CartChoiceForm>
  );
}
