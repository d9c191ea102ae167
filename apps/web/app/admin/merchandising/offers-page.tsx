import type { Versioned } from '@shringar/contracts/record-version';
import { storePaths } from '@shringar/contracts/store-paths';
import {
  adminCreateOffer,
  adminDeleteOffer,
  adminUpdateOffer,
} from '@shringar/contracts/endpoints/admin-merchandising';
import type { AdminOffer, OfferBody, StoreImage } from '@shringar/contracts/merchandising';
import { Link } from 'react-router';
import { adminCall } from '../kit/api/admin-request';
import { fieldError } from '../kit/form-errors';
import { ListEditPage, PictureName } from '../kit/list/list-edit-page';
import { TextField } from '../kit/text-field';
import { ActiveField, DisplayFields, readDisplay } from './display-fields';
import { ProductsFieldset, readProductIds } from './products-fieldset';

const FIELDS = ['title', 'description', 'imageUrl', 'sortOrder', 'isActive', 'productIds'];

const bodyOf = ({ title, description, imageUrl, sortOrder, isActive, products }: AdminOffer): OfferBody => ({
  title,
  description,
  imageUrl,
  sortOrder,
  isActive,
  productIds: products.map((p) => p.productId),
});

const save = {
  readBody: (form: FormData): OfferBody => ({
    ...readDisplay(form, 'title', 'imageUrl'),
    description: String(form.get('description') ?? ''),
    productIds: readProductIds(form),
  }),
  create: (body: OfferBody) => adminCall(adminCreateOffer, { body }),
  update: (o: Versioned<AdminOffer>, body: OfferBody) =>
    adminCall(adminUpdateOffer, { params: { id: o.id }, body, version: o.version }),
};

/** Special Offers: the home page's tiles, each opening its own page of the products picked here, in this order. */
export function OffersPage({ offers, images }: { offers: Versioned<AdminOffer>[]; images: StoreImage[] }) {
  return (
    <ListEditPage
      heading="Offers"
      records={offers}
      caption="Offers in display order"
      columns={[
        {
          label: 'Offer',
          cell: (o) => (
            <PictureName src={o.imageUrl} size={40} name={o.title}>
              {o.isActive && (
                <Link to={storePaths.offer(o.id)} className="block text-xs font-normal text-brand-700 hover:underline">
                  Open in the store<span className="sr-only">: {o.title}</span>
                </Link>
              )}
            </PictureName>
          ),
        },
        { label: 'Order', cell: (o) => o.sortOrder },
        { label: 'Products', cell: (o) => o.products.length },
      ]}
      nameOf={(o) => o.title}
      formTitle={(editing) => (editing ? `Edit ${editing.title}` : 'Add an offer')}
      fields={FIELDS}
      bodyOf={bodyOf}
      save={save}
      remove={(o) => adminCall(adminDeleteOffer, { params: { id: o.id } })}
    >
      {(editing, error) => (
        <>
          <DisplayFields
            title={{ label: 'Title', name: 'title', value: editing?.title }}
            image={{ label: 'Tile image', name: 'imageUrl', value: editing?.imageUrl }}
            sortOrder={editing?.sortOrder}
            images={images}
            error={error}
          />
          <TextField
            label="Description"
            name="description"
            defaultValue={editing?.description}
            error={fieldError(error, 'description')}
          />
          <ActiveField isActive={editing?.isActive} />
          <ProductsFieldset
            legend="Products in this offer"
            listLabel="Products in this offer, in order"
            empty="No products yet: find them above."
            initial={editing?.products ?? []}
            error={error}
          />
        </>
      )}
    </ListEditPage>
  );
}
