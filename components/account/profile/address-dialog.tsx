'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { AddressPopupNamespace } from './address-popup-namespace';

/** What the section hands its popup: the address to change, or null for a new one. */
export type AddressDialogProps<Address> = {
  customerId: number;
  address: Address | null;
  open: boolean;
  onClose: () => void;
};

/** Spec §2: one popup serves create and update; its title says which. */
export function AddressDialog({
  namespace,
  updating,
  open,
  onClose,
  children,
}: {
  namespace: AddressPopupNamespace;
  updating: boolean;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslations(namespace);
  const common = useTranslations('common');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={updating ? t('updateTitle') : t('createTitle')}
      closeLabel={common('close')}
    >
      {children}
    </Dialog>
  );
}
