import { adminSetBestsellers } from '@shringar/contracts/endpoints/admin-merchandising';
import { MAX_BESTSELLERS, type ProductPick } from '@shringar/contracts/merchandising';
import { storePaths } from '@shringar/contracts/store-paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { formError } from '../kit/form-errors';
import { FormAlert } from '../kit/form-alert';
import { useAction } from '../kit/use-action';
import { OrderedProducts } from './ordered-products';
import { ProductPicker } from './product-picker';

/**
 * The home page's Bestsellers strip: the products it shows and their order (the strip groups them into tabs by
 * category, keeping this order within each). With none chosen, each tab shows its category's products at random.
 */
export function BestsellersPage({ initial }: { initial: ProductPick[] }) {
  const [products, setProducts] = useState(initial);
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, error, run } = useAction();
  const change = (next: ProductPick[]) => {
    setProducts(next);
    setSaved(null);
  };

  async function save() {
    const ok = await run(async () => {
      const answer = await adminCall(adminSetBestsellers, { body: { productIds: products.map((p) => p.productId) } });
      setProducts(answer.products);
    });
    if (ok)
      setSaved(
        products.length
          ? 'Saved: the home page shows these bestsellers in this order.'
          : 'Saved: the home page draws bestsellers from each category at random.',
      );
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">Bestsellers</h1>
        <p className="mt-1 text-sm text-gray-700">
          The products of the{' '}
          <Link to={storePaths.home} className="text-brand-700 underline">
            home page
          </Link>
          ’s Bestsellers strip, in order (up to {MAX_BESTSELLERS}). Each category tab keeps this order. Leave the list
          empty to show each category’s products at random.
        </p>
      </div>
      <section
        aria-labelledby="bestsellers-heading"
        className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4"
      >
        <h2 id="bestsellers-heading" className="text-lg font-semibold text-gray-900">
          Chosen bestsellers ({products.length})
        </h2>
        <ProductPicker
          label="Add a bestseller"
          chosen={products.map((p) => p.productId)}
          onPick={(p) => change([...products, p])}
        />
        <OrderedProducts
          label="Bestsellers, in order"
          products={products}
          onChange={change}
          empty="None chosen: the strip shows each category's products at random."
        />
        <FormAlert message={formError(error, [])} />
        {saved && (
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
            {saved}
          </p>
        )}
        <div>
          <Button onClick={() => void save()} disabled={busy || products.length > MAX_BESTSELLERS}>
            {busy ? 'Saving…' : 'Save order'}
          </Button>
        </div>
      </section>
    </div>
  );
}
