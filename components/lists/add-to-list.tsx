'use client';

import type { Product } from '@shop/product-api/contract/catalogue';
import type { Smartlist } from '@shop/product-api/contract/lists';
import { minimumOf } from '@shop/product-api/contract/quantity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, ClipboardList } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLoginDialog } from '@/components/layout/login-dialog-context';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { listsHolding, listsQueryOptions } from '@/lib/lists/lists';
import { sessionQueryOptions } from '@/lib/session/session';
import styles from './list-buttons.module.css';
import { useInAnyList, useStoreListAnswer } from './use-shopper-lists';

/**
 * 'Add to list' / 'In your list' of a product card and page (issue 32 item 1): the product's
 * smallest amount goes to the only list, or to the one chosen when there are several; with no list
 * yet, a first one is made. A visitor is asked to sign in, as the buy button asks.
 */
export function AddToList({ product }: { product: Product }) {
  const t = useTranslations('listButtons');
  const common = useTranslations('common');
  const { showToast } = useToast();
  const { openLoginPopup } = useLoginDialog();
  const inList = useInAnyList(product.barcode);
  const storeList = useStoreListAnswer();
  // The lists to choose from, read when the shopper tapped; null while no chooser is open.
  const [choosing, setChoosing] = useState<Smartlist[] | null>(null);
  const holding = choosing ? listsHolding(choosing, product.barcode) : [];

  const add = useMutation({
    mutationFn: async (list: Smartlist | null) => {
      const requests = await import('@/lib/lists/lists-requests');
      const target = list ?? (await requests.createList(t('firstListTitle')));
      const item = { id: target.id, barcode: product.barcode, amount: minimumOf(product) };
      return requests.addListItem(item);
    },
    onMutate: () => setChoosing(null),
    onSuccess: (list) => {
      storeList(list);
      showToast(t('added', { title: list.title }));
    },
    onError: () => showToast(t('failed')),
  });

  const queryClient = useQueryClient();
  // Asked when the shopper acts: the lists may still be on their way when the click lands.
  const onClick = async () => {
    const profile = await queryClient.ensureQueryData(sessionQueryOptions()).catch(() => null);
    if (!profile) {
      openLoginPopup();
      return;
    }
    const all = await queryClient.ensureQueryData(listsQueryOptions()).catch(() => null);
    if (all === null) showToast(t('failed'));
    else if (all.length > 1) setChoosing(all);
    else add.mutate(all[0] ?? null);
  };

  return (
    <>
      <button
        type="button"
        className={styles.addToList}
        onClick={() => void onClick()}
        disabled={add.isPending}
      >
        {inList ? <Check aria-hidden="true" size={16} /> : <ClipboardList aria-hidden="true" size={16} />}
        {inList ? t('inList') : t('addToList')}
        <span className="visually-hidden">{`: ${product.description}`}</span>
      </button>
      <Dialog
        open={choosing !== null}
        onClose={() => setChoosing(null)}
        title={t('chooseTitle', { product: product.description })}
        closeLabel={common('close')}
      >
        <ul className={styles.chooser}>
          {(choosing ?? []).map((list) => (
            <li key={list.id}>
              <button type="button" className={styles.choice} onClick={() => add.mutate(list)}>
                <span>{list.title}</span>
                {holding.includes(list) ? <span className={styles.holds}>{t('holds')}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
