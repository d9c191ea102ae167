import { ORDER_PAYMENT_FILTERS } from '@shringar/contracts/order-payment-filters';
import { ADMIN_ORDER_STATUS_LABELS, ORDER_STATUSES } from '@shringar/contracts/order-statuses';
import { adminPaths } from '../kit/admin-paths';
import { ChoiceFilter as Choice } from '../kit/table/choice-filter';
import { FilterForm, TextFilter } from '../kit/table/filter-form';

const STATUS_OPTIONS = ORDER_STATUSES.filter((s) => s !== 'PENDING').map(
  (s) => [s, ADMIN_ORDER_STATUS_LABELS[s]] as [string, string],
);
const PAYMENT_OPTIONS = ORDER_PAYMENT_FILTERS.map(
  (m) => [m, m === 'COD' ? 'Cash on delivery' : m === 'ONLINE' ? 'Online' : 'Wallet'] as [string, string],
);

/** The order search's filters, in the URL (a GET form): a filtered list can be bookmarked and shared. */
export function OrderFilters({ error }: { error?: string | undefined }) {
  return (
    <FilterForm label="Find orders" clearTo={adminPaths.orders} layout="four" error={error}>
      <TextFilter name="q" label="Order id or phone" />
      <TextFilter name="phone" label="Phone" inputMode="numeric" maxLength={10} />
      <Choice name="status" label="Status" options={STATUS_OPTIONS} />
      <Choice name="paymentMethod" label="Payment method" options={PAYMENT_OPTIONS} />
      <TextFilter name="pincode" label="Pincode" inputMode="numeric" maxLength={6} />
      <TextFilter name="from" label="Placed from" type="date" />
      <TextFilter name="to" label="Placed until" type="date" />
    </FilterForm>
  );
}
