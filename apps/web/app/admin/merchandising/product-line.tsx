import type { ProductPick } from '@shringar/contracts/merchandising';

/** A product as the pickers show it: its photo, its name, and its brand and category (and not on sale). */
export function ProductLine({ product, grow = false }: { product: ProductPick; grow?: boolean }) {
  return (
    <>
      {product.imageUrl && (
        <img src={product.imageUrl} alt="" width={32} height={32} className="size-8 rounded object-cover" />
      )}
      <span className={grow ? 'min-w-0 flex-1' : 'min-w-0'}>
        <span className="block truncate font-medium text-gray-900">{product.name}</span>
        <span className="block truncate text-xs text-gray-600">
          {product.brandName} · {product.categoryName}
          {product.isActive ? '' : ' · not on sale'}
        </span>
      </span>
    </>
  );
}
