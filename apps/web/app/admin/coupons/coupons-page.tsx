import type { Versioned } from '@shringar/contracts/record-version';
import { adminUpdateCoupon } from '@shringar/contracts/endpoints/admin-coupons';
import { type AdminCoupon, COUPON_STATES, type CouponBody } from '@shringar/contracts/admin-coupons';
import { formatRupees } from '@shringar/contracts/money';
import { useSearchParams } from 'react-router';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { recordKey } from '../kit/list/record-form';
import { useListRecords } from '../kit/list/use-list-records';
import { RowActions } from '../kit/row-actions';
import { ChoiceFilter } from '../kit/table/choice-filter';
import { SortHeader } from '../kit/table/sort-header';
import { sortFrom } from '../kit/table/url-state';
import { discountText, formatDay, STATE_LABELS, STATE_STYLES } from './coupon-terms';
import { CouponForm } from './coupon-form';
import { QueryForm } from '../kit/query-form';

const STATE_OPTIONS = COUPON_STATES.map((s) => [s, STATE_LABELS[s]] as const);

const SORT_KEYS = ['code', 'usedCount', 'startsOn', 'endsOn'] as const;
type SortKey = (typeof SORT_KEYS)[number];

const bodyOf = (c: AdminCoupon): CouponBody => ({
  code: c.code,
  description: c.description,
  kind: c.kind,
  value: c.value,
  minOrder: c.minOrder,
  maxDiscount: c.maxDiscount,
  startsOn: c.startsOn,
  endsOn: c.endsOn,
  usageLimit: c.usageLimit,
  perUserLimit: c.perUserLimit,
  firstOrderOnly: c.firstOrderOnly,
  isActive: c.isActive,
});

function compare(a: AdminCoupon, b: AdminCoupon, key: SortKey) {
  if (key === 'usedCount') return a.usedCount - b.usedCount;
  // No end sorts last: it is the furthest end there is.
  return String(a[key] ?? '9999').localeCompare(String(b[key] ?? '9999'));
}

/** Coupons: every rule the checkout applies, how often each was used, and where each stands today. */
export function CouponsPage({ coupons }: { coupons: Versioned<AdminCoupon>[] }) {
  const [search] = useSearchParams();
  const { editing, refresh } = useListRecords(coupons);
  const sort = sortFrom(search, SORT_KEYS, { key: 'code', dir: 'asc' });
  const state = search.get('state');
  const shown = coupons
    .filter((c) => !state || c.state === state)
    .sort((a, b) => compare(a, b, sort.key as SortKey) * (sort.dir === 'asc' ? 1 : -1));

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">Coupons</h1>
      <CouponForm key={recordKey(editing)} editing={editing} onSaved={refresh} />
      <StateFilter />
      <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">Coupons</caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-gray-800">
            <tr>
              <SortHeader label="Code" sortKey="code" sort={sort} />
              <th scope="col" className="px-3 py-2 font-semibold">
                Discount
              </th>
              <SortHeader label="Valid from" sortKey="startsOn" sort={sort} />
              <SortHeader label="Valid until" sortKey="endsOn" sort={sort} />
              <SortHeader label="Uses" sortKey="usedCount" sort={sort} />
              <th scope="col" className="px-3 py-2 font-semibold">
                State
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Changes
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((c) => (
              <tr key={c.id} className="border-b border-gray-100 align-top last:border-0" data-testid="coupon-row">
                <th scope="row" className="px-3 py-2 font-medium text-gray-900">
                  <span className="font-mono">{c.code}</span>
                  <span className="block max-w-56 text-xs font-normal text-gray-600">{c.description}</span>
                </th>
                <td className="px-3 py-2 text-gray-800">
                  {discountText(c)}
                  <span className="block text-xs text-gray-600">
                    {c.minOrder > 0 ? `Orders from ${formatRupees(c.minOrder)}` : 'Any order value'}
                    {c.firstOrderOnly ? ' · first order only' : ''}
                  </span>
                </td>
                <td className="px-3 py-2 whitespace-nowrap text-gray-800">{formatDay(c.startsOn)}</td>
                <td className="px-3 py-2 whitespace-nowrap text-gray-800">
                  {c.endsOn ? formatDay(c.endsOn) : 'No end'}
                </td>
                <td className="px-3 py-2 text-gray-800">
                  {c.usedCount}
                  {c.usageLimit !== null ? ` of ${c.usageLimit}` : ''}
                  <span className="block text-xs text-gray-600">
                    {c.perUserLimit !== null ? `${c.perUserLimit} per shopper` : 'No per-shopper limit'}
                  </span>
                </td>
                <td className="px-3 py-2">
                  <span
                    className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${STATE_STYLES[c.state]}`}
                  >
                    {STATE_LABELS[c.state]}
                  </span>
                </td>
                <td className="px-3 py-2">
                  <RowActions
                    id={c.id}
                    name={c.code}
                    isActive={c.isActive}
                    onToggle={() =>
                      adminCall(adminUpdateCoupon, {
                        params: { id: c.id },
                        version: c.version,
                        body: { ...bodyOf(c), isActive: !c.isActive },
                      })
                    }
                    onDone={refresh}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 && <p className="p-4 text-sm text-gray-600">No coupons{state ? ' in this state' : ''}.</p>}
      </div>
    </div>
  );
}

/** Narrows the list by where coupons stand, in the URL (a GET form keeping the sort). */
function StateFilter() {
  const [search] = useSearchParams();
  return (
    <QueryForm role="search" aria-label="Filter coupons" className="flex flex-wrap items-end gap-3">
      {['sort', 'dir'].map((k) => {
        const v = search.get(k);
        return v ? <input key={k} type="hidden" name={k} value={v} /> : null;
      })}
      <ChoiceFilter name="state" label="State" options={STATE_OPTIONS} />
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </QueryForm>
  );
}
