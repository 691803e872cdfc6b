import type { Address } from '@portal/contract/store';
import { useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useDeleteAddress } from '../api/checkout.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** An address as its lines: street, city and emirate, country, landmark. */
export function AddressLines({ address, phone }: { address: Address['address']; phone: string }) {
  const { t } = useTranslation();
  const emirate = t(`cart.emirates.${address.state}`, { defaultValue: address.state });
  return (
    <span className="address-lines">
      <span className="address-lines__name">{address.name}</span>
      <span>{address.address}</span>
      <span>{[address.city, emirate].filter(Boolean).join(', ')}</span>
      <span>{t('cart.checkout.country_name')}</span>
      {address.landmark && <span>{address.landmark}</span>}
      <span>
        {t('cart.checkout.phone_label')}: <bdi dir="ltr">{phone}</bdi>
      </span>
    </span>
  );
}

type AddressListProps = {
  addresses: readonly Address[];
  selected: number | null;
  onSelect: (id: number) => void;
};

/**
 * The saved addresses as one radio group (spec part 2 §2.6), each with a delete button that asks
 * first: 'Sure, you want to delete the selected address' (spec part 2 §5).
 */
export function AddressList({ addresses, selected, onSelect }: AddressListProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<Address | null>(null);
  const remove = useDeleteAddress();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  return (
    <>
      <ul className="address-list">
        {addresses.map((entry) => (
          <li key={entry.id} className="address-list__item">
            <label className="address-list__choice">
              <input
                type="radio"
                name="address_id"
                value={entry.id}
                checked={selected === entry.id}
                onChange={() => onSelect(entry.id)}
              />
              <AddressLines address={entry.address} phone={entry.phone} />
            </label>
            <button
              type="button"
              className="link-button address-list__delete"
              aria-label={t('cart.checkout.delete_named', { name: entry.address.name })}
              onClick={() => setDeleting(entry)}
            >
              {t('cart.checkout.delete')}
            </button>
          </li>
        ))}
      </ul>
      <ModalDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        labelledBy="address-delete-title"
        closeLabel={t('cart.checkout.close')}
        className="address-delete"
      >
        <h2 id="address-delete-title" className="address-delete__title">
          {t('cart.checkout.delete_title')}
        </h2>
        <p>{t('cart.checkout.delete_confirm')}</p>
        <div className="address-delete__actions">
          <button
            type="button"
            className="button"
            aria-busy={remove.isPending || undefined}
            onClick={remove.isPending ? undefined : confirmDelete}
          >
            {t('cart.checkout.delete_yes')}
          </button>
          <button type="button" className="link-button" onClick={() => setDeleting(null)}>
            {t('cart.checkout.delete_no')}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
