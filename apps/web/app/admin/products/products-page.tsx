import type { AdminProductRow } from '@shringar/contracts/admin-products';
import type { Brand, Category } from '@shringar/contracts/catalogue';
import { adminExportProducts } from '@shringar/contracts/endpoints/admin-products';
import type { Pagination } from '@shringar/contracts/pagination';
import { Link } from 'react-router';
import { buttonClass } from '~/ui/button';
import { API_PREFIX } from '~/lib/api-transport';
import { adminPaths } from '../kit/admin-paths';
import { Pager } from '../kit/table/pager';
import { ProductFilters } from './product-filters';
import { ProductTable } from './product-table';

/** Products: find, sort and page through the catalogue; add one, import or export the CSV. */
export function ProductsPage({
  products,
  pagination,
  error,
  categories,
  brands,
}: {
  products: AdminProductRow[];
  pagination: Pagination | null;
  error?: string | undefined;
  categories: Category[];
  brands: Brand[];
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">Products</h1>
        <div className="flex flex-wrap gap-2">
          <a href={`${API_PREFIX}${adminExportProducts.path}`} download className={buttonClass('secondary')}>
            Export CSV
          </a>
          <Link to={adminPaths.productImport} className={buttonClass('secondary')}>
            Import CSV
          </Link>
          <Link to={adminPaths.newProduct} className={buttonClass('primary')}>
            New product
          </Link>
        </div>
      </div>
      <ProductFilters categories={categories} brands={brands} error={error} />
      {products.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-700">No products match these filters.</p>
      ) : (
        <ProductTable products={products} />
      )}
      {pagination && <Pager pagination={pagination} label="Product pages" />}
    </div>
  );
}
