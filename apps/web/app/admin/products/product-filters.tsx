import type { Brand, Category } from '@shringar/contracts/catalogue';
import { adminPaths } from '../kit/admin-paths';
import { ChoiceFilter as Choice } from '../kit/table/choice-filter';
import { FilterForm, TextFilter } from '../kit/table/filter-form';

const STATUS_OPTIONS = [
  ['active', 'Active'],
  ['archived', 'Archived'],
] as const;

/** The product table's filters, in the URL (a GET form): a filtered list can be bookmarked and shared. */
export function ProductFilters({
  categories,
  brands,
  error,
}: {
  categories: Category[];
  brands: Brand[];
  error?: string | undefined;
}) {
  return (
    <FilterForm label="Find products" clearTo={adminPaths.products} layout="four" error={error} actionsOnOwnRow>
      <TextFilter name="q" label="Name, slug or SKU" />
      <Choice
        name="categoryId"
        label="Category"
        any="All categories"
        options={categories.map((c) => [String(c.categoryId), c.categoryName])}
      />
      <Choice
        name="brandId"
        label="Brand"
        any="All brands"
        options={brands.map((b) => [String(b.brandId), b.brandName])}
      />
      <Choice name="status" label="Status" any="Active and archived" options={STATUS_OPTIONS} />
    </FilterForm>
  );
}
