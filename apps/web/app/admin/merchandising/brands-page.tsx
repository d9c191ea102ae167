import type { Versioned } from '@shringar/contracts/record-version';
import {
  adminCreateBrand,
  adminDeleteBrand,
  adminUpdateBrand,
} from '@shringar/contracts/endpoints/admin-merchandising';
import type { AdminBrand, BrandBody, StoreImage } from '@shringar/contracts/merchandising';
import { adminCall } from '../kit/api/admin-request';
import { ListEditPage } from '../kit/list/list-edit-page';
import { ActiveField, DisplayFields, readDisplay } from './display-fields';
import { SeoMetaInputs, readSeoMeta } from './seo-meta-inputs';
import { SlugName } from './slug-name';

const FIELDS = ['name', 'logoUrl', 'sortOrder', 'isActive', 'metaTitle', 'metaDescription'];

const bodyOf = ({ name, logoUrl, sortOrder, isActive, metaTitle, metaDescription }: AdminBrand): BrandBody => ({
  name,
  logoUrl,
  sortOrder,
  isActive,
  metaTitle: metaTitle ?? '',
  metaDescription: metaDescription ?? '',
});

const save = {
  readBody: (form: FormData): BrandBody => ({ ...readDisplay(form, 'name', 'logoUrl'), ...readSeoMeta(form) }),
  create: (body: BrandBody) => adminCall(adminCreateBrand, { body }),
  update: (c: Versioned<AdminBrand>, body: BrandBody) =>
    adminCall(adminUpdateBrand, { params: { id: c.id }, body, version: c.version }),
};

/** Brands: the home page's brand strip and brand pages. One with products can only be deactivated. */
export function BrandsPage({ brands, images }: { brands: Versioned<AdminBrand>[]; images: StoreImage[] }) {
  return (
    <ListEditPage
      heading="Brands"
      records={brands}
      caption="Brands in display order"
      columns={[
        { label: 'Brand', cell: (c) => <SlugName src={c.logoUrl} name={c.name} slug={c.slug} /> },
        { label: 'Order', cell: (c) => c.sortOrder },
        { label: 'Products', cell: (c) => c.productCount },
      ]}
      nameOf={(c) => c.name}
      formTitle={(editing) => (editing ? `Edit ${editing.name}` : 'Add a brand')}
      fields={FIELDS}
      bodyOf={bodyOf}
      save={save}
      remove={(c) => adminCall(adminDeleteBrand, { params: { id: c.id } })}
    >
      {(editing, error) => (
        <>
          <DisplayFields
            title={{ label: 'Name', name: 'name', value: editing?.name }}
            image={{ label: 'Logo', name: 'logoUrl', value: editing?.logoUrl }}
            sortOrder={editing?.sortOrder}
            images={images}
            error={error}
          />
          <div className="flex flex-wrap gap-6">
            <ActiveField isActive={editing?.isActive} />
          </div>
          <SeoMetaInputs editing={editing} error={error} />
        </>
      )}
    </ListEditPage>
  );
}
