import type { ProductPick } from '@shringar/contracts/merchandising';
import { useState } from 'react';
import { fieldError } from '../kit/form-errors';
import { OrderedProducts } from './ordered-products';
import { ProductPicker } from './product-picker';

/** The products a form holds travel with it as hidden inputs, in order. */
export const readProductIds = (form: FormData) => form.getAll('productIds').map(Number);

/** A banner's or an offer's products: found with the picker, then put in order. */
export function ProductsFieldset({
  legend,
  listLabel,
  empty,
  initial,
  error,
}: {
  legend: string;
  listLabel: string;
  empty: string;
  initial: ProductPick[];
  error: unknown;
}) {
  const [products, setProducts] = useState(initial);
  const problem = fieldError(error, 'productIds');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
      <ProductPicker
        label="Add a product"
        chosen={products.map((p) => p.productId)}
        onPick={(p) => setProducts((list) => [...list, p])}
      />
      <OrderedProducts label={listLabel} products={products} onChange={setProducts} empty={empty} />
      {products.map((p) => (
        <input key={p.productId} type="hidden" name="productIds" value={p.productId} />
      ))}
      {problem && <p className="text-sm text-red-700">{problem}</p>}
    </fieldset>
  );
}
