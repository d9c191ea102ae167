import { ADMIN_RETURN_STATUS_LABELS, RETURN_STATUSES } from '@shringar/contracts/orders';
import { Form, Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '~/ui/button';
import { adminPaths } from '../kit/admin-paths';
import { ChoiceFilter } from '../kit/table/choice-filter';
import { TextField } from '../kit/text-field';

const STATUS_OPTIONS = RETURN_STATUSES.map((s) => [s, ADMIN_RETURN_STATUS_LABELS[s]] as [string, string]);

/** The queue's filters, in the URL (a GET form). */
export function ReturnFilters({ error }: { error?: string | undefined }) {
  const [search] = useSearchParams();
  const sort = search.get('sort');
  return (
    <Form
      method="get"
      role="search"
      aria-label="Find returns"
      className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <ChoiceFilter name="status" label="Status" options={STATUS_OPTIONS} />
      <TextField name="orderId" label="Order id" defaultValue={search.get('orderId') ?? ''} />
      <TextField
        name="phone"
        label="Phone"
        inputMode="numeric"
        maxLength={10}
        defaultValue={search.get('phone') ?? ''}
      />
      <TextField name="from" label="Requested from" type="date" defaultValue={search.get('from') ?? ''} />
      <TextField name="to" label="Requested until" type="date" defaultValue={search.get('to') ?? ''} />
      {sort && <input type="hidden" name="sort" value={sort} />}
      <div className="flex items-end gap-2">
        <Button type="submit">Search</Button>
        <Link to={adminPaths.returns} className={buttonClass('secondary')}>
          Clear
        </Link>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 sm:col-span-2 lg:col-span-3">
          {error}
        </p>
      )}
    </Form>
  );
}
