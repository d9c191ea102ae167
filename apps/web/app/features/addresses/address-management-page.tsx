import type { Address, AddressInput } from '@shringar/contracts/address';
import { storePaths } from '@shringar/contracts/store-paths';
import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LocaleLink, useErrorMessage, useLocaleNavigate, useMessages } from '~/lib/i18n/i18n';
import { toast } from '~/ui/toast';
import { useSignedIn } from '~/ui/use-signed-in';
import { ApiError } from '~/lib/api-error';
import { Button, buttonClass } from '~/ui/button';
import { EmptyState } from '~/ui/empty-state';
import { Skeleton } from '~/ui/skeleton';
import { useDeleteAddress, useSaveAddress, useSelectAddress } from './api/address-changes';
import { useAddresses } from './api/addresses';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { type AddressFormValues, EMPTY_ADDRESS } from './address-validation';
import { DeleteAddressDialog } from './delete-address-dialog';
import { markCameFromAddressManagement } from './from-address-management';
import { messages } from './messages';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; address: Address };

const formValuesOf = (a: Address): AddressFormValues => ({
  name: a.name,
  address: a.address,
  landmark: a.landmark ?? '',
  pincode: a.pincode,
  city: a.city,
  state: a.state,
  phone: a.phone,
});

/**
 * Manage Addresses (spec 2, 4, 5, 8): the list, the add/edit form, Select, Edit and Delete. Opened from checkout
 * (`?from=checkout`), selecting or saving an address selects it and goes back to checkout.
 */
export function AddressManagementPage() {
  // Behind the account group's sign-in guard; its data is asked for once the token is read.
  const signedIn = useSignedIn();
  const navigate = useLocaleNavigate();
  const t = useMessages(messages);
  const errorText = useErrorMessage();
  const [searchParams] = useSearchParams();
  const fromCheckout = searchParams.get('from') === 'checkout';
  const addresses = useAddresses(signedIn);
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const select = useSelectAddress();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<Address | null>(null);

  /** The server's own refusal (a field it rejects) is worth showing; anything else gets the spec's sentence. */
  const saveFailure = (error: unknown, editing: boolean) => {
    const fallback = editing ? t.updateFailed : t.addFailed;
    return error instanceof ApiError && (error.status === 400 || error.status === 409)
      ? errorText(error, fallback)
      : fallback;
  };

  const backToCheckout = () => {
    markCameFromAddressManagement();
    void navigate(storePaths.checkout);
  };

  const openForm = (next: FormState) => {
    save.reset();
    setForm(next);
  };

  const onSave = (body: AddressInput) => {
    const editing = form.mode === 'edit';
    save.mutate(
      { id: form.mode === 'edit' ? form.address.id : null, values: body },
      {
        onSuccess: (saved) => {
          toast.success(editing ? t.updated : t.added);
          setForm({ mode: 'closed' });
          if (!fromCheckout) return;
          if (saved.isSelected) backToCheckout();
          else onSelect(saved.id, { quiet: true });
        },
      },
    );
  };

  function onSelect(id: number, { quiet = false } = {}) {
    select.mutate(id, {
      onSuccess: () => {
        if (!quiet) toast.success(t.selected);
        if (fromCheckout) backToCheckout();
      },
      onError: () => toast.error(t.selectFailed),
    });
  }

  const onConfirmDelete = () => {
    if (!toDelete) return;
    const id = toDelete.id;
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(t.deleted);
        setToDelete(null);
        if (form.mode === 'edit' && form.address.id === id) setForm({ mode: 'closed' });
      },
      onError: () => {
        toast.error(t.deleteFailed);
        setToDelete(null);
      },
    });
  };

  const list = addresses.data ?? [];
  const busy = select.isPending || remove.isPending || save.isPending;

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          {fromCheckout && (
            <LocaleLink
              to={storePaths.checkout}
              className={buttonClass('ghost', 'sm', 'px-2')}
              aria-label={t.backToCheckout}
            >
              <ArrowLeft aria-hidden="true" className="h-5 w-5" />
            </LocaleLink>
          )}
          <h1 className="text-2xl font-bold text-gray-900">{t.manageAddresses}</h1>
        </div>
        {form.mode === 'closed' && (
          <Button onClick={() => openForm({ mode: 'add' })} disabled={!signedIn}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t.addAddress}
          </Button>
        )}
      </div>

      {form.mode !== 'closed' && (
        <AddressForm
          key={form.mode === 'edit' ? form.address.id : 'new'}
          initial={form.mode === 'edit' ? formValuesOf(form.address) : EMPTY_ADDRESS}
          editing={form.mode === 'edit'}
          saving={save.isPending}
          saveError={save.isError ? saveFailure(save.error, form.mode === 'edit') : null}
          onSave={onSave}
          onCancel={() => setForm({ mode: 'closed' })}
        />
      )}

      {!signedIn || addresses.isPending ? (
        <div className="flex flex-col gap-3" role="status">
          <span className="sr-only">{t.loadingAddresses}</span>
          <Skeleton className="h-32 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
      ) : addresses.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-8">
          <p className="font-medium text-gray-900">{t.failedToLoad}</p>
          <Button variant="secondary" onClick={() => void addresses.refetch()}>
            {t.tryAgain}
          </Button>
        </div>
      ) : list.length === 0 ? (
        form.mode === 'closed' && (
          <EmptyState
            title={t.noSaved}
            message={t.noSavedMessage}
            action={<Button onClick={() => openForm({ mode: 'add' })}>{t.addAddress}</Button>}
          />
        )
      ) : (
        <ul aria-label={t.savedAddresses} className="flex flex-col gap-3">
          {list.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={busy}
              onSelect={() => onSelect(address.id)}
              onEdit={() => openForm({ mode: 'edit', address })}
              onDelete={() => setToDelete(address)}
            />
          ))}
        </ul>
      )}

      <DeleteAddressDialog
        open={toDelete !== null}
        deleting={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </main>
  );
}
