import type { Versioned } from '@shringar/contracts/record-version';
import {
  adminCreateCategory,
  adminDeleteCategory,
  adminUpdateCategory,
} from '@shringar/contracts/endpoints/admin-merchandising';
import type { AdminCategory, CategoryBody, StoreImage } from '@shringar/contracts/merchandising';
import { adminCall } from '../kit/api/admin-request';
import { CheckField } from '../kit/check-field';
import { ListEditPage } from '../kit/list/list-edit-page';
import { ActiveField, DisplayFields, readDisplay } from './display-fields';
import { ReturnRuleFields, readReturnRule } from './return-rule-fields';
import { SeoMetaInputs, readSeoMeta } from './seo-meta-inputs';
import { SlugName } from './slug-name';
import { RETURN_RULE_LABELS } from '@shringar/contracts/return-rules';

const FIELDS = [
  'name',
  'iconUrl',
  'sortOrder',
  'isActive',
  'isPopular',
  'isFeatured',
  'returnRule',
  'returnWindowDays',
  'metaTitle',
  'metaDescription',
];

const bodyOf = (c: AdminCategory): CategoryBody => ({
  name: c.name,
  iconUrl: c.iconUrl,
  sortOrder: c.sortOrder,
  isActive: c.isActive,
  isPopular: c.isPopular,
  isFeatured: c.isFeatured,
  returnRule: c.returnRule,
  returnWindowDays: c.returnWindowDays,
  metaTitle: c.metaTitle ?? '',
  metaDescription: c.metaDescription ?? '',
});

const save = {
  readBody: (form: FormData): CategoryBody => ({
    ...readDisplay(form, 'name', 'iconUrl'),
    isPopular: form.get('isPopular') === 'on',
    isFeatured: form.get('isFeatured') === 'on',
    ...readReturnRule(form),
    ...readSeoMeta(form),
  }),
  create: (body: CategoryBody) => adminCall(adminCreateCategory, { body }),
  update: (c: Versioned<AdminCategory>, body: CategoryBody) =>
    adminCall(adminUpdateCategory, { params: { id: c.id }, body, version: c.version }),
};

/** Categories: the store's navigation and home tiles. One with products can only be deactivated. */
export function CategoriesPage({
  categories,
  images,
}: {
  categories: Versioned<AdminCategory>[];
  images: StoreImage[];
}) {
  return (
    <ListEditPage
      heading="Categories"
      records={categories}
      caption="Categories in display order"
      columns={[
        { label: 'Category', cell: (c) => <SlugName src={c.iconUrl} name={c.name} slug={c.slug} /> },
        { label: 'Order', cell: (c) => c.sortOrder },
        { label: 'Products', cell: (c) => c.productCount },
        {
          label: 'Returns',
          cell: (c) =>
            `${RETURN_RULE_LABELS[c.returnRule]}${c.returnRule !== 'NONE' && c.returnWindowDays ? `, ${c.returnWindowDays} days` : ''}`,
        },
      ]}
      nameOf={(c) => c.name}
      formTitle={(editing) => (editing ? `Edit ${editing.name}` : 'Add a category')}
      fields={FIELDS}
      bodyOf={bodyOf}
      save={save}
      remove={(c) => adminCall(adminDeleteCategory, { params: { id: c.id } })}
    >
      {(editing, error) => (
        <>
          <DisplayFields
            title={{ label: 'Name', name: 'name', value: editing?.name }}
            image={{ label: 'Icon', name: 'iconUrl', value: editing?.iconUrl }}
            sortOrder={editing?.sortOrder}
            images={images}
            error={error}
          />
          <div className="flex flex-wrap gap-6">
            <ActiveField isActive={editing?.isActive} />
            <CheckField label="Popular" name="isPopular" defaultChecked={editing?.isPopular ?? false} />
            <CheckField label="Featured" name="isFeatured" defaultChecked={editing?.isFeatured ?? false} />
          </div>
          <ReturnRuleFields rule={editing?.returnRule} windowDays={editing?.returnWindowDays} error={error} />
          <SeoMetaInputs editing={editing} error={error} />
        </>
      )}
    </ListEditPage>
  );
}
