import type { Versioned } from '@shringar/contracts/record-version';
import {
  adminCreateBanner,
  adminDeleteBanner,
  adminUpdateBanner,
} from '@shringar/contracts/endpoints/admin-merchandising';
import type { AdminBanner, BannerBody, ProductPick, StoreImage } from '@shringar/contracts/merchandising';
import { useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { adminCall } from '../kit/api/admin-request';
import { CheckField } from '../kit/check-field';
import { fieldError } from '../kit/form-errors';
import { TextField } from '../kit/text-field';
import { EditPanel, wholeNumber } from '../kit/edit-panel';
import { ImageChoice } from './image-choice';
import { ListTable } from './list-table';
import { useListSave } from './use-list-save';
import { OrderedProducts } from './ordered-products';
import { ProductPicker } from './product-picker';
import { ActiveBadge, RowActions } from '../kit/row-actions';

const FIELDS = ['title', 'subtitle', 'imageUrl', 'sortOrder', 'isActive', 'productIds'];

const bodyOf = (o: AdminBanner): BannerBody => ({
  title: o.title,
  subtitle: o.subtitle,
  imageUrl: o.imageUrl,
  sortOrder: o.sortOrder,
  isActive: o.isActive,
  productIds: o.products.map((p) => p.productId),
});

/** The home page's banner slider: each slide opens the first of its products (none: a picture only). */
export function BannersPage({ banners, images }: { banners: Versioned<AdminBanner>[]; images: StoreImage[] }) {
  const [search] = useSearchParams();
  const editing = banners.find((o) => String(o.id) === search.get('edit')) ?? null;
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">Banners</h1>
      <BannerForm
        key={editing ? `${editing.id}:${editing.version}` : 'new'}
        editing={editing}
        images={images}
        onSaved={refresh}
      />
      <ListTable caption="Banners in display order" columns={['Banner', 'Order', 'Products', 'Status', 'Changes']}>
        {banners.map((o) => (
          <tr key={o.id} className="border-b border-gray-100 align-top last:border-0">
            <th scope="row" className="px-3 py-2 font-medium text-gray-900">
              <span className="flex items-center gap-2">
                <img src={o.imageUrl} alt="" width={40} height={40} className="size-10 rounded object-cover" />
                <span>
                  {o.title}
                  {o.subtitle && <span className="block text-xs font-normal text-gray-600">{o.subtitle}</span>}
                </span>
              </span>
            </th>
            <td className="px-3 py-2 text-gray-800">{o.sortOrder}</td>
            <td className="px-3 py-2 text-gray-800">{o.products.length}</td>
            <td className="px-3 py-2">
              <ActiveBadge isActive={o.isActive} />
            </td>
            <td className="px-3 py-2">
              <RowActions
                id={o.id}
                name={o.title}
                isActive={o.isActive}
                onToggle={() =>
                  adminCall(adminUpdateBanner, {
                    params: { id: o.id },
                    version: o.version,
                    body: { ...bodyOf(o), isActive: !o.isActive },
                  })
                }
                onDelete={() => adminCall(adminDeleteBanner, { params: { id: o.id } })}
                onDone={refresh}
              />
            </td>
          </tr>
        ))}
      </ListTable>
    </div>
  );
}

function BannerForm({
  editing,
  images,
  onSaved,
}: {
  editing: Versioned<AdminBanner> | null;
  images: StoreImage[];
  onSaved: () => void;
}) {
  const [products, setProducts] = useState<ProductPick[]>(editing?.products ?? []);
  const { busy, error, save, reload } = useListSave({ editing: editing !== null, onSaved });

  async function submit(form: FormData, element: HTMLFormElement) {
    const body: BannerBody = {
      title: String(form.get('title') ?? ''),
      subtitle: String(form.get('subtitle') ?? ''),
      imageUrl: String(form.get('imageUrl') ?? ''),
      sortOrder: wholeNumber(form.get('sortOrder')),
      isActive: form.get('isActive') === 'on',
      productIds: products.map((p) => p.productId),
    };
    await save(
      () =>
        editing
          ? adminCall(adminUpdateBanner, { params: { id: editing.id }, body, version: editing.version })
          : adminCall(adminCreateBanner, { body }),
      element,
      () => setProducts([]),
    );
  }

  return (
    <EditPanel
      title={editing ? `Edit ${editing.title}` : 'Add a banner'}
      editing={editing !== null}
      busy={busy}
      error={error}
      fields={FIELDS}
      onReload={reload}
      onSubmit={(form, element) => void submit(form, element)}
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)]">
        <TextField
          label="Title"
          name="title"
          required
          defaultValue={editing?.title}
          error={fieldError(error, 'title')}
        />
        <ImageChoice
          label="Banner image"
          name="imageUrl"
          images={images}
          defaultValue={editing?.imageUrl}
          error={fieldError(error, 'imageUrl')}
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
      <TextField
        label="Subtitle"
        name="subtitle"
        defaultValue={editing?.subtitle}
        error={fieldError(error, 'subtitle')}
      />
      <CheckField label="Active (shoppers see it)" name="isActive" defaultChecked={editing?.isActive ?? true} />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold text-gray-900">
          Products it promotes (the slide opens the first)
        </legend>
        <ProductPicker
          label="Add a product"
          chosen={products.map((p) => p.productId)}
          onPick={(p) => setProducts((list) => [...list, p])}
        />
        <OrderedProducts
          label="Products of this banner, in order"
          products={products}
          onChange={setProducts}
          empty="No products: the slide is a picture only."
        />
        {fieldError(error, 'productIds') && <p className="text-sm text-red-700">{fieldError(error, 'productIds')}</p>}
      </fieldset>
    </EditPanel>
  );
}
