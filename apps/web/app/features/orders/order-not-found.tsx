import { storePaths } from '@shringar/contracts/store-paths';
import { PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '~/ui/button';

/** Spec 2: an order that does not exist — or is someone else's, which the API does not tell apart. */
export function OrderNotFound() {
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <PackageX aria-hidden="true" className="size-12 text-gray-400" />
      <h1 className="text-2xl font-bold text-gray-900">Order Not Found</h1>
      <p className="text-gray-600">The order you are looking for does not exist</p>
      <Link to={storePaths.orders} className={buttonClass('primary', 'lg')}>
        Back to Orders
      </Link>
    </main>
  );
}
