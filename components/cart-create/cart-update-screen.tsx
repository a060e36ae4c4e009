'use client';

import { ResponseCode } from '@shop/product-api/contract/envelope';
import { SHOP_RULES } from '@shop/product-api/contract/shop-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useVisitorSignIn } from '@/components/account/profile/use-visitor-sign-in';
import { Link, useRouter } from '@/i18n/navigation';
import { BffError } from '@/lib/queries/bff-error';
import { cartQueryKey, useCurrentCart } from '@/lib/cart/cart';
import type { ChosenDelivery } from '@/lib/cart/cart-choice-types';
import type { CartMove } from '@/lib/cart/cart-choice-requests';
import { sessionQueryOptions } from '@/lib/session/session';
import { CartChoiceForm } from './cart-choice-form';
import { CartMoved } from './cart-moved';
import { CartScreenSkeleton } from './cart-screen-skeleton';
import { CartVisitorPrompt } from './cart-visitor-prompt';
import { useOpenFailure } from './use-open-failure';
import styles from './cart-create.module.css';

type MoveInput = { cartId: number; chosen: ChosenDelivery; city: string | null };

/**
 * /cart/update (spec §2, issue 13 item 4): the same choice as cart creation, with the cart's own
 * marked; POST /cart/move takes the lines to a cart of the new choice, which becomes the current
 * one. What the new store cannot take is listed before going on to /cart.
 */
export function CartUpdateScreen() {
  const t = useTranslations('cartUpdate');
  const create = useTranslations('cartCreate');
  const { data: profile } = useQuery(sessionQueryOptions());
  useVisitorSignIn(profile);
  const current = useCurrentCart();
  const router = useRouter();
  const queryClient = useQueryClient();
  const failureOf = useOpenFailure(t('moveFailed'));
  const [failure, setFailure] = useState<string | null>(null);
  const [moved, setMoved] = useState<CartMove | null>(null);

  const moving = useMutation({
    mutationFn: async ({ cartId, chosen }: MoveInput) =>
      (await import('@/lib/cart/cart-choice-requests')).moveCart(cartId, chosen),
    onMutate: () => setFailure(null),
    onSuccess: (result) => {
      queryClient.setQueryData(cartQueryKey, result.cart);
      void queryClient.invalidateQueries({ queryKey: ['open-carts'] });
      void queryClient.invalidateQueries({ queryKey: ['availability'] });
      if (result.unavailableItems.length === 0) router.push('/cart');
      else setMoved(result);
    },
    onError: (error, { chosen, city }) => {
      console.error('cart move:', error);
      // The carts together would hold more water packs than an order may (4038): retrying cannot help.
      const tooManyPacks =
        error instanceof BffError && error.refused && error.code === ResponseCode.MAX_BUNDLES_EXCEEDED;
      setFailure(
        tooManyPacks
          ? t('tooManyPacks', { max: SHOP_RULES.maxWaterPacksPerOrder })
          : failureOf(error, city, chosen.deliveryMode),
      );
    },
  });

  if (moved) return <CartMoved unavailableItems={moved.unavailableItems} />;
  if (profile === undefined || current.isPending) return <CartScreenSkeleton label={create('loading')} />;
  if (profile === null) return <CartVisitorPrompt title={create('visitorTitle')} />;
  const cart = current.cart;
  if (!cart) {
    return (
      <div className={styles.card}>
        <p>{t('noCart')}</p>
        <p>
          <Link href="/cart/create" className={styles.link}>
            {t('openCart')}
          </Link>
        </p>
      </div>
    );
  }
  const now: ChosenDelivery = {
    deliveryMode: cart.deliveryMode,
    storeId: cart.storeId,
    addressId: cart.addressId,
  };
  return (
    <>
      <CartChoiceForm
        customerId={profile.id}
        current={now}
        submitText={t('move')}
        busyText={t('moving')}
        busy={moving.isPending || moving.isSuccess}
        failure={failure}
        onSubmit={(chosen, city) => moving.mutate({ cartId: cart.id, chosen, city })}
      />
      <p>
        <Link href="/cart" className={styles.link}>
          {t('backToCart')}
        </Link>
      </p>
    </>
  );
}
