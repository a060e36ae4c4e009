'use client';

import { LIST_TITLE_MAX_LENGTH } from '@shop/product-api/contract/lists';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import styles from './lists.module.css';

export type TitleRequest = { kind: 'create' | 'rename' | 'copy'; proposed: string };

type ListTitleDialogProps = {
  /** What is asked, with the title proposed (spec §5: rename the current title, copy 'Copy of …'). */
  request: TitleRequest | null;
  pending: boolean;
  onConfirm: (title: string) => void;
  onClose: () => void;
};

/**
 * The title popup of spec §2 and §5 that serves create, rename and copy: confirm stays disabled
 * while the title is blank, as the API refuses it (contract/lists.ts listTitleSchema).
 */
export function ListTitleDialog({ request, pending, onConfirm, onClose }: ListTitleDialogProps) {
  const t = useTranslations('lists.titlePopup');
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={request ? t(`${request.kind}Title`) : ''}
      closeLabel={t('cancel')}
    >
      {request ? (
        <TitleForm
          key={`${request.kind}-${request.proposed}`}
          request={request}
          pending={pending}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function TitleForm({
  request,
  pending,
  onConfirm,
  onClose,
}: Omit<ListTitleDialogProps, 'request'> & { request: TitleRequest }) {
  const t = useTranslations('lists.titlePopup');
  const [title, setTitle] = useState(request.proposed);
  const blank = title.trim() === '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank) onConfirm(title.trim());
      }}
    >
      <FormField
        label={t('label')}
        inputProps={{
          name: 'title',
          value: title,
          maxLength: LIST_TITLE_MAX_LENGTH,
          autoComplete: 'off',
          onChange: (event) => setTitle(event.target.value),
        }}
      />
      <div className={styles.dialogActions}>
        <button type="button" className={buttons.secondary} onClick={onClose}>
          {t('cancel')}
        </button>
        <button type="submit" className={buttons.primary} disabled={blank || pending}>
          {t('confirm')}
        </button>
      </div>
    </form>
  );
}
