import type { AdminProductRow } from '@shringar/contracts/admin-products';
import { formatRupees } from '@shringar/contracts/money';
import { Link, useSearchParams } from 'react-router';
import { adminPaths } from '../kit/admin-paths';
import { formatAdminTime } from '../kit/format-time';
import { withParams } from '../kit/table/url-state';

/** A column the server sorts by (the list is paged): a link with aria-sort, so Tab reaches it and Enter sorts. */
function SortLink({ label, sorts, dflt }: { label: string; sorts: [string, string?]; dflt?: boolean }) {
  const [search] = useSearchParams();
  const current = search.get('sort') ?? (dflt ? sorts[0] : '');
  const [first, second] = sorts;
  const active = current === first || current === second;
  const next = current === first && second ? second : first;
  const dir = current === 'price-high' ? 'descending' : current === 'updated' ? 'descending' : 'ascending';
  return (
    <th scope="col" className="px-3 py-2" aria-sort={active ? dir : 'none'}>
      <Link
        to={withParams(search, { sort: next, page: null })}
        replace
        className="font-semibold whitespace-nowrap text-gray-800 hover:text-brand-700"
      >
        {label}
        <span aria-hidden="true">{active ? (dir === 'ascending' ? ' ↑' : ' ↓') : ' ↕'}</span>
      </Link>
    </th>
  );
}

const price = (p: AdminProductRow) =>
  p.minPrice === p.maxPrice ? formatRupees(p.minPrice) : `${formatRupees(p.minPrice)} – ${formatRupees(p.maxPrice)}`;

export function ProductTable({ products }: { products: AdminProductRow[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Products</caption>
        <thead className="border-b border-gray-200 bg-gray-50">
          <tr>
            <th scope="col" className="w-14 px-3 py-2">
              <span className="sr-only">Photo</span>
            </th>
            <SortLink label="Product" sorts={['name']} />
            <th scope="col" className="px-3 py-2 font-semibold text-gray-800">
              Category · brand
            </th>
            <SortLink label="Price" sorts={['price-low', 'price-high']} />
            <SortLink label="Stock" sorts={['stock-low']} />
            <th scope="col" className="px-3 py-2 font-semibold text-gray-800">
              Status
            </th>
            <SortLink label="Updated" sorts={['updated']} dflt />
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.productId} className="border-b border-gray-100 last:border-0">
              <td className="px-3 py-2">
                {p.imageUrl ? (
                  <img
                    src={p.imageUrl}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 rounded-md bg-gray-50 object-cover"
                  />
                ) : (
                  <span className="block size-10 rounded-md bg-gray-100" />
                )}
              </td>
              <th scope="row" className="px-3 py-2 font-medium">
                <Link
                  to={adminPaths.product(p.productId)}
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  {p.name}
                </Link>
                <span className="block font-normal text-gray-600">
                  {p.variantCount} {p.variantCount === 1 ? 'variant' : 'variants'} · {p.slug}
                </span>
              </th>
              <td className="px-3 py-2 text-gray-800">
                {p.categoryName}
                <span className="block text-gray-600">{p.brandName}</span>
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-gray-900">{price(p)}</td>
              <td className={`px-3 py-2 ${p.totalStock === 0 ? 'font-semibold text-red-700' : 'text-gray-800'}`}>
                {p.totalStock === 0 ? 'Out of stock' : p.totalStock}
              </td>
              <td className="px-3 py-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${p.isActive ? 'bg-green-50 text-green-800' : 'bg-gray-100 text-gray-700'}`}
                >
                  {p.isActive ? 'Active' : 'Archived'}
                </span>
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-gray-800">{formatAdminTime(p.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
