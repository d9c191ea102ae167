import type { Address } from '@shringar/contracts/address';
import { CheckCircle2, MapPin, Pencil, Trash2 } from 'lucide-react';
import { useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import { messages } from './messages';

type AddressCardProps = {
  address: Address;
  busy: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One saved address with Select, Edit and Delete (spec 2); the selected one says so. */
export function AddressCard({ address, busy, onSelect, onEdit, onDelete }: AddressCardProps) {
  const t = useMessages(messages);
  return (
    <li
      data-testid="address-card"
      data-address-id={address.id}
      className={`flex flex-col gap-3 rounded-2xl border p-4 ${address.isSelected ? 'border-brand-600 bg-brand-50/40' : 'border-gray-200 bg-white'}`}
    >
      <div className="flex items-start gap-3">
        <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm text-gray-700">
          <p className="flex flex-wrap items-center gap-2 text-base font-semibold text-gray-900">
            {address.name}
            {address.isSelected && (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-medium text-white">
                <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
                {t.selectedBadge}
              </span>
            )}
          </p>
          <p className="break-words">{address.address}</p>
          {address.landmark && <p className="break-words">{t.landmark(address.landmark)}</p>}
          <p>
            {address.city}, {address.state} - {address.pincode}
          </p>
          <p>{t.phone(address.phone)}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {!address.isSelected && (
          <Button
            size="sm"
            onClick={onSelect}
            disabled={busy}
            aria-label={t.selectLabel(address.name, address.address)}
          >
            {t.select}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={onEdit}
          disabled={busy}
          aria-label={t.editLabel(address.name, address.address)}
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t.edit}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={onDelete}
          disabled={busy}
          aria-label={t.deleteLabel(address.name, address.address)}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t.delete}
        </Button>
      </div>
    </li>
  );
}
