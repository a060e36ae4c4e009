'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { ProfileSection } from './profile-section';
import type { ProfileSection as SectionName } from './profile-sections';
import lists from './address-list.module.css';
import section from './profile-section.module.css';

/** The popup's subject: a new address, or the one being changed. */
type Editing<Address> = { mode: 'create' } | { mode: 'update'; address: Address } | null;

type AddressListSectionProps<Address extends { id: number }> = {
  section: SectionName;
  title: string;
  intro?: string;
  texts: { loadFailed: string; empty: string; add: string };
  addresses: UseQueryResult<Address[]>;
  /** The lines that describe one address. */
  describe: (address: Address) => ReactNode;
  /** What stands beside one address: usually its edit button, which calls `edit`. */
  actionFor: (address: Address, edit: () => void) => ReactNode;
  /** The create/update popup, for `address` (null: a new one). */
  dialog: (props: { address: Address | null; open: boolean; onClose: () => void }) => ReactNode;
};

/**
 * A profile list of addresses (spec §2, §7): loading, failure and empty states, the list with an
 * action on each, the add button, and one popup for create and update.
 */
export function AddressListSection<Address extends { id: number }>({
  section: name,
  title,
  intro,
  texts,
  addresses,
  describe,
  actionFor,
  dialog,
}: AddressListSectionProps<Address>) {
  const [editing, setEditing] = useState<Editing<Address>>(null);

  return (
    <ProfileSection section={name} title={title} intro={intro}>
      {addresses.isPending ? (
        <div className={lists.skeleton} aria-hidden="true" />
      ) : addresses.isError ? (
        <FailureAlert message={texts.loadFailed} announce={false} />
      ) : addresses.data.length === 0 ? (
        <p className={section.note}>{texts.empty}</p>
      ) : (
        <ul className={lists.list}>
          {addresses.data.map((address) => (
            <li key={address.id} className={lists.item}>
              <div className={lists.text}>{describe(address)}</div>
              {actionFor(address, () => setEditing({ mode: 'update', address }))}
            </li>
          ))}
        </ul>
      )}
      <div className={section.actions}>
        <button type="button" className={buttons.primary} onClick={() => setEditing({ mode: 'create' })}>
          <Plus aria-hidden="true" size={18} />
          {texts.add}
        </button>
      </div>
      {dialog({
        address: editing?.mode === 'update' ? editing.address : null,
        open: editing !== null,
        onClose: () => setEditing(null),
      })}
    </ProfileSection>
  );
}

/** The edit button beside an address; `label` names the address for screen readers. */
export function EditAddressButton({
  label,
  text,
  onClick,
}: {
  label: string;
  text: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={buttons.secondary} aria-label={label} onClick={onClick}>
      <Pencil aria-hidden="true" size={16} />
      {text}
    </button>
  );
}
