import { ADMIN_RETURN_STATUS_LABELS, RETURN_STATUSES } from '@shringar/contracts/orders';
import { adminPaths } from '../kit/admin-paths';
import { ChoiceFilter } from '../kit/table/choice-filter';
import { FilterForm, TextFilter } from '../kit/table/filter-form';

const STATUS_OPTIONS = RETURN_STATUSES.map((s) => [s, ADMIN_RETURN_STATUS_LABELS[s]] as [string, string]);

/** The queue's filters, in the URL (a GET form). */
export function ReturnFilters({ error }: { error?: string | undefined }) {
  return (
    <FilterForm label="Find returns" clearTo={adminPaths.returns} layout="three" error={error}>
      <ChoiceFilter name="status" label="Status" options={STATUS_OPTIONS} />
      <TextFilter name="orderId" label="Order id" />
      <TextFilter name="phone" label="Phone" inputMode="numeric" maxLength={10} />
      <TextFilter name="from" label="Requested from" type="date" />
      <TextFilter name="to" label="Requested until" type="date" />
    </FilterForm>
  );
}
