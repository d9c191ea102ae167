import { ORDER_PAYMENT_FILTERS } from '@shringar/contracts/order-payment-filters';
import { ADMIN_ORDER_STATUS_LABELS, ORDER_STATUSES } from '@shringar/contracts/order-statuses';
import { Form, Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '~/ui/button';
import { adminPaths } from '../kit/admin-paths';
import { ChoiceFilter as Choice } from '../kit/table/choice-filter';
import { TextField } from '../kit/text-field';

const STATUS_OPTIONS = ORDER_STATUSES.filter((s) => s !== 'PENDING').map(
  (s) => [s, ADMIN_ORDER_STATUS_LABELS[s]] as [string, string],
);
const PAYMENT_OPTIONS = ORDER_PAYMENT_FILTERS.map(
  (m) => [m, m === 'COD' ? 'Cash on delivery' : m === 'ONLINE' ? 'Online' : 'Wallet'] as [string, string],
);

/** The order search's filters, in the URL (a GET form): a filtered list can be bookmarked and shared. */
export function OrderFilters({ error }: { error?: string | undefined }) {
  const [search] = useSearchParams();
  const sort = search.get('sort');
  return (
    <Form
      method="get"
      role="search"
      aria-label="Find orders"
      className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField name="q" label="Order id or phone" defaultValue={search.get('q') ?? ''} />
      <TextField
        name="phone"
        label="Phone"
        inputMode="numeric"
        maxLength={10}
        defaultValue={search.get('phone') ?? ''}
      />
      <Choice name="status" label="Status" options={STATUS_OPTIONS} />
      <Choice name="paymentMethod" label="Payment method" options={PAYMENT_OPTIONS} />
      <TextField
        name="pincode"
        label="Pincode"
        inputMode="numeric"
        maxLength={6}
        defaultValue={search.get('pincode') ?? ''}
      />
      <TextField name="from" label="Placed from" type="date" defaultValue={search.get('from') ?? ''} />
      <TextField name="to" label="Placed until" type="date" defaultValue={search.get('to') ?? ''} />
      {sort && <input type="hidden" name="sort" value={sort} />}
      <div className="flex items-end gap-2">
        <Button type="submit">Search</Button>
        <Link to={adminPaths.orders} className={buttonClass('secondary')}>
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
