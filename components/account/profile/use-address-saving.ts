'use client';

import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { addressFailureText } from './address-failure';
import type { AddressPopupNamespace } from './address-popup-namespace';

type AddressSavingOptions<Input, Address, Saved> = {
  /** Where the popup's toasts and failure line are. */
  namespace: AddressPopupNamespace;
  /** Names the popup in the console when a call fails. */
  logLabel: string;
  listKey: QueryKey;
  save: (input: Input) => Promise<Saved>;
  remove: (id: number) => Promise<Address[]>;
  /** The popup changes an existing address: the toast says 'updated', not 'added'. */
  updating: boolean;
  /** Puts the API's field errors on the form's fields; says whether it showed any. */
  showFieldErrors: (error: unknown) => boolean;
  /** After a save, with what the save answered (before the popup closes). */
  onSaved?: (saved: Saved) => void;
  onDone: () => void;
};

/**
 * Saving and deleting in an address popup (spec §2, §7): a save reads the list again, a delete
 * takes the remaining list the API answers; either says so in a toast and closes the popup. A
 * failure marks the fields the API named and fills the line above the buttons until the next try.
 */
export function useAddressSaving<Input, Address, Saved = void>({
  namespace,
  logLabel,
  listKey,
  save,
  remove,
  updating,
  showFieldErrors,
  onSaved,
  onDone,
}: AddressSavingOptions<Input, Address, Saved>) {
  const t = useTranslations(namespace);
  const addresses = useTranslations('profile.addresses');
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);

  const failed = (error: unknown) => {
    console.error(`${logLabel}:`, error);
    const texts = { checkFields: addresses('checkFields'), failed: t('failed') };
    setFailure(addressFailureText(error, showFieldErrors(error), texts));
  };
  const saving = useMutation({
    mutationFn: save,
    onMutate: () => setFailure(null),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: listKey });
      showToast(updating ? t('updated') : t('added'));
      onSaved?.(saved);
      onDone();
    },
    onError: failed,
  });
  const deleting = useMutation({
    mutationFn: remove,
    onMutate: () => setFailure(null),
    onSuccess: (remaining) => {
      queryClient.setQueryData(listKey, remaining);
      showToast(t('deleted'));
      onDone();
    },
    onError: failed,
  });
  return { failure, saving, deleting };
}
