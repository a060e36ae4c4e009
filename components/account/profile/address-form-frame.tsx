'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { Dialog } from '@/components/ui/dialog';
import { FailureAlert } from '@/components/ui/failure-alert';
import { FormField } from '@/components/ui/form-field';
import type { AddressPopupNamespace } from './address-popup-namespace';
import section from './profile-section.module.css';
import styles from './profile-form.module.css';

type AddressFormFrameProps = {
  namespace: AddressPopupNamespace;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /**
   * The country the shop delivers to (spec §3): shown, not a choice. Null when the form has its own
   * country field (billing addresses: any EU state).
   */
  countryName: string | null;
  /** Why the last try failed, shown above the buttons until the next one. */
  failure: string | null;
  saving: boolean;
  /** Only when changing an existing address (spec §2: the popup shows delete on update). */
  onDelete: (() => void) | null;
  deleting: boolean;
  /** The address's own fields. */
  children: ReactNode;
};

/**
 * An address popup's form around its fields: the fixed country if any, the error line, save and
 * delete. Delete asks first (issue 30), in a dialog over the popup: the popup's buttons sit side
 * by side, and one slip of the finger must not erase an address.
 */
export function AddressFormFrame({
  namespace,
  onSubmit,
  countryName,
  failure,
  saving,
  onDelete,
  deleting,
  children,
}: AddressFormFrameProps) {
  const t = useTranslations(namespace);
  const common = useTranslations('common');
  const [confirming, setConfirming] = useState(false);
  const busy = saving || deleting;
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {children}
      {countryName === null ? null : (
        <FormField
          label={t('country')}
          inputProps={{ name: 'nation', value: countryName, disabled: true, readOnly: true }}
        />
      )}
      <FailureAlert message={failure} />
      <div className={section.actions}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          {saving ? t('saving') : t('save')}
        </button>
        {onDelete ? (
          <button
            type="button"
            className={section.danger}
            onClick={() => setConfirming(true)}
            disabled={busy}
          >
            <Trash2 aria-hidden="true" size={18} />
            {deleting ? t('deleting') : t('delete')}
          </button>
        ) : null}
      </div>
      {onDelete && confirming ? (
        <Dialog
          open
          onClose={() => setConfirming(false)}
          title={t('confirmTitle')}
          closeLabel={common('close')}
        >
          <div className={styles.form}>
            <p>{t('confirmText')}</p>
            <div className={section.actions}>
              <button
                type="button"
                className={section.danger}
                disabled={deleting}
                onClick={() => {
                  setConfirming(false);
                  onDelete();
                }}
              >
                {t('confirmDelete')}
              </button>
              {/* The safe answer takes the focus, so Enter by habit keeps the address. */}
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => setConfirming(false)}
                data-autofocus
              >
                {t('keep')}
              </button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </form>
  );
}
