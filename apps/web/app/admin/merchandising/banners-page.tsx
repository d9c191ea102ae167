import type { Versioned } from '@shringar/contracts/record-version';
import {
  adminCreateBanner,
  adminDeleteBanner,
  adminUpdateBanner,
} from '@shringar/contracts/endpoints/admin-merchandising';
import type { AdminBanner, BannerBody, StoreImage } from '@shringar/contracts/merchandising';
import { adminCall } from '../kit/api/admin-request';
import { fieldError } from '../kit/form-errors';
import { ListEditPage, PictureName } from '../kit/list/list-edit-page';
import { TextField } from '../kit/text-field';
import { ActiveField, DisplayFields, readDisplay } from './display-fields';
import { ProductsFieldset, readProductIds } from './products-fieldset';

const FIELDS = ['title', 'subtitle', 'imageUrl', 'sortOrder', 'isActive', 'productIds'];

const bodyOf = ({ title, subtitle, imageUrl, sortOrder, isActive, products }: AdminBanner): BannerBody => ({
  title,
  subtitle,
  imageUrl,
  sortOrder,
  isActive,
  productIds: products.map((p) => p.productId),
});

const save = {
  readBody: (form: FormData): BannerBody => ({
    ...readDisplay(form, 'title', 'imageUrl'),
    subtitle: String(form.get('subtitle') ?? ''),
    productIds: readProductIds(form),
  }),
  create: (body: BannerBody) => adminCall(adminCreateBanner, { body }),
  update: (o: Versioned<AdminBanner>, body: BannerBody) =>
    adminCall(adminUpdateBanner, { params: { id: o.id }, body, version: o.version }),
};

/** The home page's banner slider: each slide opens the first of its products (none: a picture only). */
export function BannersPage({ banners, images }: { banners: Versioned<AdminBanner>[]; images: StoreImage[] }) {
  return (
    <ListEditPage
      heading="Banners"
      records={banners}
      caption="Banners in display order"
      columns={[
        {
          label: 'Banner',
          cell: (o) => (
            <PictureName src={o.imageUrl} size={40} name={o.title}>
              {o.subtitle && <span className="block text-xs font-normal text-gray-600">{o.subtitle}</span>}
            </PictureName>
          ),
        },
        { label: 'Order', cell: (o) => o.sortOrder },
        { label: 'Products', cell: (o) => o.products.length },
      ]}
      nameOf={(o) => o.title}
      formTitle={(editing) => (editing ? `Edit ${editing.title}` : 'Add a banner')}
      fields={FIELDS}
      bodyOf={bodyOf}
      save={save}
      remove={(o) => adminCall(adminDeleteBanner, { params: { id: o.id } })}
    >
      {(editing, error) => (
        <>
          <DisplayFields
            title={{ label: 'Title', name: 'title', value: editing?.title }}
            image={{ label: 'Banner image', name: 'imageUrl', value: editing?.imageUrl }}
            sortOrder={editing?.sortOrder}
            images={images}
            error={error}
          />
          <TextField
            label="Subtitle"
            name="subtitle"
            defaultValue={editing?.subtitle}
            error={fieldError(error, 'subtitle')}
          />
          <ActiveField isActive={editing?.isActive} />
          <ProductsFieldset
            legend="Products it promotes (the slide opens the first)"
            listLabel="Products of this banner, in order"
            empty="No products: the slide is a picture only."
            initial={editing?.products ?? []}
            error={error}
          />
        </>
      )}
    </ListEditPage>
  );
}
