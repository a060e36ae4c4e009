'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useVisitorSignIn } from '@/components/account/profile/use-visitor-sign-in';
import { CartScreenSkeleton } from '@/components/cart-create/cart-screen-skeleton';
import { CartVisitorPrompt } from '@/components/cart-create/cart-visitor-prompt';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Link, useRouter } from '@/i18n/navigation';
import { cartQueryKey, useCurrentCart } from '@/lib/cart/cart';
import { openCartsQueryOptions } from '@/lib/cart/cart-choice';
import { sessionQueryOptions } from '@/lib/session/session';
import { OpenCartCard } from './open-cart-card';
import styles from './open-carts.module.css';

/**
 * /carts (spec §2): the customer's open carts, the current one marked; 'Open this cart' makes one
 * current (POST /cart/select) and shows it at /cart.
 */
export function OpenCartsScreen() {
  const t = useTranslations('openCarts');
  const { data: profile } = useQuery(sessionQueryOptions());
  useVisitorSignIn(profile);
  const current = useCurrentCart();
  const carts = useQuery({ ...openCartsQueryOptions(profile?.id ?? 0), enabled: Boolean(profile) });
  const router = useRouter();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);

  const selecting = useMutation({
    mutationFn: async (cartId: number) =>
      (await import('@/lib/cart/cart-choice-requests')).selectCart(cartId),
    onMutate: () => setFailure(null),
    onSuccess: async (cart) => {
      if (cart) queryClient.setQueryData(cartQueryKey, cart);
      else await queryClient.invalidateQueries({ queryKey: cartQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['availability'] });
      router.push('/cart');
    },
    onError: (error) => {
      console.error('cart select:', error);
      setFailure(t('selectFailed'));
    },
  });

  if (profile === null) return <CartVisitorPrompt title={t('visitorTitle')} />;
  if (profile === undefined || carts.isPending) return <CartScreenSkeleton label={t('loading')} />;
  if (carts.isError) return <FailureAlert message={t('loadFailed')} announce={false} />;
  if (carts.data.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('empty')}</p>
        <Link href="/cart/create" className={styles.link}>
          {t('openNew')}
        </Link>
      </div>
    );
  }
  const busyId = selecting.isPending || selecting.isSuccess ? selecting.variables : null;
  return (
    <div className={styles.screen}>
      <FailureAlert message={failure} />
      <ul className={styles.list}>
        {carts.data.map((cart) => (
          <li key={cart.id}>
            <OpenCartCard
              cart={cart}
              isCurrent={current.cart?.id === cart.id}
              opening={busyId === cart.id}
              disabled={busyId !== null}
              onOpen={() => selecting.mutate(cart.id)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
