import type { Versioned } from '@shringar/contracts/record-version';
import {
  adminCreateBrand,
  adminDeleteBrand,
  adminUpdateBrand,
} from '@shringar/contracts/endpoints/admin-merchandising';
import type { AdminBrand, BrandBody, StoreImage } from '@shringar/contracts/merchandising';
import { useRevalidator, useSearchParams } from 'react-router';
import { adminCall } from '../kit/api/admin-request';
import { CheckField } from '../kit/check-field';
import { fieldError } from '../kit/form-errors';
import { TextField } from '../kit/text-field';
import { EditPanel, wholeNumber } from '../kit/edit-panel';
import { ImageChoice } from './image-choice';
import { ListTable } from './list-table';
import { useListSave } from './use-list-save';
import { ActiveBadge, RowActions } from '../kit/row-actions';

const FIELDS = ['name', 'logoUrl', 'sortOrder', 'isActive'];

const bodyOf = (c: AdminBrand): BrandBody => ({
  name: c.name,
  logoUrl: c.logoUrl,
  sortOrder: c.sortOrder,
  isActive: c.isActive,
});

/** Brands: the home page's brand strip and brand pages. One with products can only be deactivated. */
export function BrandsPage({ brands, images }: { brands: Versioned<AdminBrand>[]; images: StoreImage[] }) {
  const [search] = useSearchParams();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const editing = brands.find((c) => String(c.id) === search.get('edit')) ?? null;
  const { busy, error, save, reload } = useListSave({ editing: editing !== null, onSaved: refresh });

  async function submit(form: FormData, element: HTMLFormElement) {
    const body: BrandBody = {
      name: String(form.get('name') ?? ''),
      logoUrl: String(form.get('logoUrl') ?? ''),
      sortOrder: wholeNumber(form.get('sortOrder')),
      isActive: form.get('isActive') === 'on',
    };
    await save(
      () =>
        editing
          ? adminCall(adminUpdateBrand, { params: { id: editing.id }, body, version: editing.version })
          : adminCall(adminCreateBrand, { body }),
      element,
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">Brands</h1>
      <EditPanel
        key={editing ? `${editing.id}:${editing.version}` : 'new'}
        title={editing ? `Edit ${editing.name}` : 'Add a brand'}
        editing={editing !== null}
        busy={busy}
        error={error}
        fields={FIELDS}
        onReload={reload}
        onSubmit={(form, element) => void submit(form, element)}
      >
        <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)]">
          <TextField label="Name" name="name" required defaultValue={editing?.name} error={fieldError(error, 'name')} />
          <ImageChoice
            label="Logo"
            name="logoUrl"
            images={images}
            defaultValue={editing?.logoUrl}
            error={fieldError(error, 'logoUrl')}
          />
          <TextField
            label="Order"
            name="sortOrder"
            type="number"
            min={0}
            defaultValue={editing?.sortOrder ?? 0}
            hint="Lower shows first"
            error={fieldError(error, 'sortOrder')}
          />
        </div>
        <div className="flex flex-wrap gap-6">
          <CheckField label="Active (shoppers see it)" name="isActive" defaultChecked={editing?.isActive ?? true} />
        </div>
      </EditPanel>

      <ListTable caption="Brands in display order" columns={['Brand', 'Order', 'Products', 'Status', 'Changes']}>
        {brands.map((c) => (
          <tr key={c.id} className="border-b border-gray-100 align-top last:border-0">
            <th scope="row" className="px-3 py-2 font-medium text-gray-900">
              <span className="flex items-center gap-2">
                <img src={c.logoUrl} alt="" width={32} height={32} className="size-8 rounded object-cover" />
                <span>
                  {c.name}
                  <span className="block text-xs font-normal text-gray-600">/{c.slug}</span>
                </span>
              </span>
            </th>
            <td className="px-3 py-2 text-gray-800">{c.sortOrder}</td>
            <td className="px-3 py-2 text-gray-800">{c.productCount}</td>
            <td className="px-3 py-2">
              <ActiveBadge isActive={c.isActive} />
            </td>
            <td className="px-3 py-2">
              <RowActions
                id={c.id}
                name={c.name}
                isActive={c.isActive}
                onToggle={() =>
                  adminCall(adminUpdateBrand, {
                    params: { id: c.id },
                    version: c.version,
                    body: { ...bodyOf(c), isActive: !c.isActive },
                  })
                }
                onDelete={() => adminCall(adminDeleteBrand, { params: { id: c.id } })}
                onDone={refresh}
              />
            </td>
          </tr>
        ))}
      </ListTable>
    </div>
  );
}
