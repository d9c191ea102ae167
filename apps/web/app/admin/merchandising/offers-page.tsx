import type { Versioned } from '@shringar/contracts/record-version';
import { storePaths } from '@shringar/contracts/store-paths';
import {
  adminCreateOffer,
  adminDeleteOffer,
  adminUpdateOffer,
} from '@shringar/contracts/endpoints/admin-merchandising';
import type { AdminOffer, OfferBody, ProductPick, StoreImage } from '@shringar/contracts/merchandising';
import { useState } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
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

const FIELDS = ['title', 'description', 'imageUrl', 'sortOrder', 'isActive', 'productIds'];

const bodyOf = (o: AdminOffer): OfferBody => ({
  title: o.title,
  description: o.description,
  imageUrl: o.imageUrl,
  sortOrder: o.sortOrder,
  isActive: o.isActive,
  productIds: o.products.map((p) => p.productId),
});

/** Special Offers: the home page's tiles, each opening its own page of the products picked here, in this order. */
export function OffersPage({ offers, images }: { offers: Versioned<AdminOffer>[]; images: StoreImage[] }) {
  const [search] = useSearchParams();
  const editing = offers.find((o) => String(o.id) === search.get('edit')) ?? null;
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">Offers</h1>
      <OfferForm
        key={editing ? `${editing.id}:${editing.version}` : 'new'}
        editing={editing}
        images={images}
        onSaved={refresh}
      />
      <ListTable caption="Offers in display order" columns={['Offer', 'Order', 'Products', 'Status', 'Changes']}>
        {offers.map((o) => (
          <tr key={o.id} className="border-b border-gray-100 align-top last:border-0">
            <th scope="row" className="px-3 py-2 font-medium text-gray-900">
              <span className="flex items-center gap-2">
                <img src={o.imageUrl} alt="" width={40} height={40} className="size-10 rounded object-cover" />
                <span>
                  {o.title}
                  {o.isActive && (
                    <Link
                      to={storePaths.offer(o.id)}
                      className="block text-xs font-normal text-brand-700 hover:underline"
                    >
                      Open in the store<span className="sr-only">: {o.title}</span>
                    </Link>
                  )}
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
                  adminCall(adminUpdateOffer, {
                    params: { id: o.id },
                    version: o.version,
                    body: { ...bodyOf(o), isActive: !o.isActive },
                  })
                }
                onDelete={() => adminCall(adminDeleteOffer, { params: { id: o.id } })}
                onDone={refresh}
              />
            </td>
          </tr>
        ))}
      </ListTable>
    </div>
  );
}

function OfferForm({
  editing,
  images,
  onSaved,
}: {
  editing: Versioned<AdminOffer> | null;
  images: StoreImage[];
  onSaved: () => void;
}) {
  const [products, setProducts] = useState<ProductPick[]>(editing?.products ?? []);
  const { busy, error, save, reload } = useListSave({ editing: editing !== null, onSaved });

  async function submit(form: FormData, element: HTMLFormElement) {
    const body: OfferBody = {
      title: String(form.get('title') ?? ''),
      description: String(form.get('description') ?? ''),
      imageUrl: String(form.get('imageUrl') ?? ''),
      sortOrder: wholeNumber(form.get('sortOrder')),
      isActive: form.get('isActive') === 'on',
      productIds: products.map((p) => p.productId),
    };
    await save(
      () =>
        editing
          ? adminCall(adminUpdateOffer, { params: { id: editing.id }, body, version: editing.version })
          : adminCall(adminCreateOffer, { body }),
      element,
      () => setProducts([]),
    );
  }

  return (
    <EditPanel
      title={editing ? `Edit ${editing.title}` : 'Add an offer'}
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
          label="Tile image"
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
        label="Description"
        name="description"
        defaultValue={editing?.description}
        error={fieldError(error, 'description')}
      />
      <CheckField label="Active (shoppers see it)" name="isActive" defaultChecked={editing?.isActive ?? true} />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold text-gray-900">Products in this offer</legend>
        <ProductPicker
          label="Add a product"
          chosen={products.map((p) => p.productId)}
          onPick={(p) => setProducts((list) => [...list, p])}
        />
        <OrderedProducts
          label="Products in this offer, in order"
          products={products}
          onChange={setProducts}
          empty="No products yet: find them above."
        />
        {fieldError(error, 'productIds') && <p className="text-sm text-red-700">{fieldError(error, 'productIds')}</p>}
      </fieldset>
    </EditPanel>
  );
}
