import { useSearchParams } from 'react-router';
import { Button, buttonClass } from '~/ui/button';
import { Link } from 'react-router';
import { TextField } from '../kit/text-field';
import { adminPaths } from '../kit/admin-paths';
import { ChoiceFilter } from '../kit/table/choice-filter';
import { ACTION_CHOICES } from './audit-labels';
import { QueryForm } from '../kit/query-form';

const FIELDS = [
  { name: 'actor', label: 'Who', hint: 'E-mail or automation name, or part of it' },
  { name: 'target', label: 'Target', hint: 'An order id, e-mail or phone' },
] as const;

/** The log's filters live in the URL: a GET form, so a filtered view can be bookmarked and shared. */
export function AuditFilters({ error }: { error?: string | undefined }) {
  const [search] = useSearchParams();
  return (
    <QueryForm
      className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 md:grid-cols-3"
      role="search"
      aria-label="Filter the audit log"
    >
      {FIELDS.map((f) => (
        <TextField key={f.name} name={f.name} label={f.label} hint={f.hint} defaultValue={search.get(f.name) ?? ''} />
      ))}
      <ChoiceFilter name="action" label="What" options={ACTION_CHOICES} any="Any action" />
      <TextField name="from" label="From (date)" type="date" defaultValue={search.get('from') ?? ''} />
      <TextField name="to" label="To (date)" type="date" defaultValue={search.get('to') ?? ''} />
      <div className="flex items-end gap-2">
        <Button type="submit">Filter</Button>
        <Link to={adminPaths.audit} className={buttonClass('secondary')}>
          Clear
        </Link>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 md:col-span-3">
          {error}
        </p>
      )}
    </QueryForm>
  );
}
