'use client';

import type { Profile } from '@shop/product-api/contract/profiles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { favouriteStoreChoicesQueryOptions } from '@/lib/account/profile';
import { saveFavouriteStore } from '@/lib/account/profile-requests';
import { sessionQueryKey } from '@/lib/session/session';

/**
 * Spec §2 side menu: the favourite-store dropdown. A choice is saved at once
 * (POST /cli/profiles/preferences/store) with the toasts of spec §8.
 */
export function FavouriteStoreSelect({ profile }: { profile: Profile }) {
  const t = useTranslations('profile.store');
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const stores = useQuery(favouriteStoreChoicesQueryOptions());
  const save = useMutation({
    mutationFn: saveFavouriteStore,
    onSuccess: (updated) => {
      queryClient.setQueryData(sessionQueryKey, updated);
      showToast(t('updated'));
    },
    onError: (error) => {
      console.error('favourite store:', error);
      showToast(t('failed'));
    },
  });

  const current = save.isPending ? save.variables : profile.preferences.storeId;
  return (
    <SelectField
      label={t('label')}
      selectProps={{
        name: 'favouriteStore',
        value: current === null ? '' : String(current),
        disabled: save.isPending || !stores.data,
        onChange: (event) => {
          const storeId = Number(event.target.value);
          if (storeId > 0) save.mutate(storeId);
        },
      }}
    >
      {current === null ? (
        <option value="" disabled>
          {t('choose')}
        </option>
      ) : null}
      {(stores.data ?? []).map((store) => (
        <option key={store.id} value={store.id}>
          {store.name}
        </option>
      ))}
    </SelectField>
  );
}
