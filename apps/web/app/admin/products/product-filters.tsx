import type { Brand, Category } from '@shringar/contracts/catalogue';
import { useId } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '~/ui/button';
import { adminPaths } from '../kit/admin-paths';
import { TextField } from '../kit/text-field';

function Choice({
  name,
  label,
  options,
  any,
}: {
  name: string;
  label: string;
  options: [string, string][];
  any: string;
}) {
  const id = useId();
  const [search] = useSearchParams();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={search.get(name) ?? ''}
        className="h-10 rounded-lg border border-gray-400 bg-white px-2 text-gray-900"
      >
        <option value="">{any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

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
  const [search] = useSearchParams();
  const sort = search.get('sort');
  return (
    <Form
      method="get"
      role="search"
      aria-label="Find products"
      className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField name="q" label="Name, slug or SKU" defaultValue={search.get('q') ?? ''} />
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
      <Choice
        name="status"
        label="Status"
        any="Active and archived"
        options={[
          ['active', 'Active'],
          ['archived', 'Archived'],
        ]}
      />
      {sort && <input type="hidden" name="sort" value={sort} />}
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">Search</Button>
        <Link to={adminPaths.products} className={buttonClass('secondary')}>
          Clear
        </Link>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 sm:col-span-2 lg:col-span-4">
          {error}
        </p>
      )}
    </Form>
  );
}
