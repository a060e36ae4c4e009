'use client';

import { useQuery } from '@tanstack/react-query';
import { Copy, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useDeferredValue, useId, useState } from 'react';
import { CartScreenSkeleton } from '@/components/cart-create/cart-screen-skeleton';
import buttons from '@/components/ui/button.module.css';
import { Dialog } from '@/components/ui/dialog';
import { FailureAlert } from '@/components/ui/failure-alert';
import { chosenListIdOf, currentListOf, listsQueryOptions, tickQueueQueryOptions } from '@/lib/lists/lists';
import { withTicks } from '@/lib/lists/offline-ticks';
import { showAddressQuery, useAddressQuery } from '@/lib/use-address-query';
import { CustomItemForm } from './custom-item-form';
import { ListItemRow } from './list-item-row';
import { ListTitleDialog, type TitleRequest } from './list-title-dialog';
import { ListToCart } from './list-to-cart';
import styles from './lists.module.css';
import { OfflineNotice } from './offline-notice';
import { useListChanges } from './use-list-changes';
import { useOnline } from './use-online';

/** The lists of a signed-in customer: the dropdown, the list's buttons and its items (spec §2). */
export function ListsView() {
  const t = useTranslations('lists');
  const lists = useQuery(listsQueryOptions());
  // The first answer is drawn in an interruptible render that yields to taps and scrolling, not
  // in one long task (a list can hold 100 items). Later changes (a tick, an amount) show at once:
  // each row is memoised, so only the rows that changed draw again.
  const arrived = useDeferredValue(lists.data) !== undefined;
  const data = arrived ? lists.data : undefined;
  const waitingTicks = useQuery(tickQueueQueryOptions()).data ?? [];
  const online = useOnline();
  // The server's last copy with the ticks still waiting to be sent laid over it.
  const shown = withTicks(data ?? [], waitingTicks);
  const current = currentListOf(shown, chosenListIdOf(useAddressQuery()));
  const changes = useListChanges(current);
  const [titleRequest, setTitleRequest] = useState<TitleRequest | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const selectId = useId();

  if (lists.isError && data === undefined) return <FailureAlert message={t('loadFailed')} announce={false} />;
  if (data === undefined) return <CartScreenSkeleton label={t('loading')} />;

  const create = () => setTitleRequest({ kind: 'create', proposed: '' });
  const titleDialog = (
    <ListTitleDialog
      request={titleRequest}
      pending={changes.saveTitle.isPending}
      onClose={() => setTitleRequest(null)}
      onConfirm={(title) => {
        if (titleRequest) changes.saveTitle.mutate({ kind: titleRequest.kind, title });
        setTitleRequest(null);
      }}
    />
  );

  if (current === null) {
    return (
      <div className={styles.box}>
        <h2 className={styles.boxTitle}>{t('noListsTitle')}</h2>
        <p>{t('noListsText')}</p>
        <button type="button" className={buttons.primary} onClick={create}>
          <Plus aria-hidden="true" size={18} />
          {t('create')}
        </button>
        {titleDialog}
      </div>
    );
  }

  return (
    <div className={styles.screen}>
      <OfflineNotice online={online} waiting={waitingTicks.length} />
      <div className={styles.toolbar}>
        <div className={styles.chooseList}>
          <label htmlFor={selectId} className={styles.chooseLabel}>
            {t('choose')}
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={current.id}
            onChange={(event) => showAddressQuery(`?list=${event.target.value}`, true)}
          >
            {shown.map((list) => (
              <option key={list.id} value={list.id}>
                {list.title}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.listButtons}>
          <button type="button" className={buttons.secondary} onClick={create} disabled={!online}>
            <Plus aria-hidden="true" size={18} />
            {t('create')}
          </button>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => setTitleRequest({ kind: 'rename', proposed: current.title })}
            disabled={!online}
          >
            <Pencil aria-hidden="true" size={18} />
            {t('rename')}
          </button>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => setTitleRequest({ kind: 'copy', proposed: t('copyOf', { title: current.title }) })}
            disabled={!online}
          >
            <Copy aria-hidden="true" size={18} />
            {t('copy')}
          </button>
          <button
            type="button"
            className={`${buttons.secondary} ${styles.danger}`}
            onClick={() => setConfirmingDelete(true)}
            disabled={!online}
          >
            <Trash2 aria-hidden="true" size={18} />
            {t('delete')}
          </button>
        </div>
      </div>

      <section className={styles.list} aria-labelledby="current-list">
        <h2 id="current-list" className={styles.listTitle}>
          {current.title}
          {current.automated ? <span className={styles.automated}>{t('automated')}</span> : null}
        </h2>
        {current.items.length === 0 ? (
          <p className={styles.muted}>{t('emptyList')}</p>
        ) : (
          <ul className={styles.items} aria-label={t('itemsLabel', { title: current.title })}>
            {current.items.map((item) => (
              <ListItemRow
                key={item.id}
                listId={current.id}
                item={item}
                online={online}
                onChecked={changes.setChecked.mutate}
                onAmount={changes.setAmount.mutate}
                onDelete={changes.removeItem.mutate}
              />
            ))}
          </ul>
        )}
        <CustomItemForm
          pending={changes.addCustom.isPending || !online}
          onAdd={(description) => changes.addCustom.mutate({ id: current.id, description })}
        />
        <div className={styles.toCart}>
          <ListToCart list={current} online={online} />
        </div>
      </section>

      {titleDialog}
      <Dialog
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={t('deleteTitle', { title: current.title })}
        closeLabel={t('keep')}
      >
        <p>{t('deleteText')}</p>
        <div className={styles.dialogActions}>
          <button type="button" className={buttons.secondary} onClick={() => setConfirmingDelete(false)}>
            {t('keep')}
          </button>
          <button
            type="button"
            className={`${buttons.primary} ${styles.dangerSolid}`}
            onClick={() => {
              setConfirmingDelete(false);
              changes.remove.mutate(current.id);
            }}
          >
            {t('deleteConfirm')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
