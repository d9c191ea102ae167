import type { Versioned } from '@shringar/contracts/record-version';
import { adminCreateCoupon, adminUpdateCoupon } from '@shringar/contracts/endpoints/admin-coupons';
import type { AdminCoupon, CouponBody, CouponKind } from '@shringar/contracts/admin-coupons';
import { useState } from 'react';
import { adminCall } from '../kit/api/admin-request';
import { CheckField } from '../kit/check-field';
import { fieldError } from '../kit/form-errors';
import { RecordForm } from '../kit/list/record-form';
import { SelectField } from '../kit/select-field';
import { TextField } from '../kit/text-field';

const FIELDS = [
  'code',
  'description',
  'kind',
  'value',
  'minOrder',
  'maxDiscount',
  'startsOn',
  'endsOn',
  'usageLimit',
  'perUserLimit',
  'firstOrderOnly',
  'isActive',
];

const KINDS = [
  ['PERCENT', 'Percent off'],
  ['FLAT', 'Flat amount off'],
] as const;

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
/** A number field: '' is "none" (null) where the rule allows it; anything else goes to the server to judge. */
const numberOr = <T,>(form: FormData, name: string, empty: T) =>
  text(form, name) === '' ? empty : Number(text(form, name));

/** Today in India, for a new coupon's start. */
const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

const save = {
  readBody: (form: FormData): CouponBody => ({
    code: text(form, 'code'),
    description: text(form, 'description'),
    kind: text(form, 'kind') as CouponKind,
    value: numberOr(form, 'value', 0),
    minOrder: numberOr(form, 'minOrder', 0),
    maxDiscount: numberOr(form, 'maxDiscount', null),
    startsOn: text(form, 'startsOn'),
    endsOn: text(form, 'endsOn') || null,
    usageLimit: numberOr(form, 'usageLimit', null),
    perUserLimit: numberOr(form, 'perUserLimit', null),
    firstOrderOnly: form.get('firstOrderOnly') === 'on',
    isActive: form.get('isActive') === 'on',
  }),
  create: (body: CouponBody) => adminCall(adminCreateCoupon, { body }),
  update: (c: Versioned<AdminCoupon>, body: CouponBody) =>
    adminCall(adminUpdateCoupon, { params: { id: c.id }, body, version: c.version }),
};

/** Adds or edits a coupon with every rule the checkout applies; each refusal shows beside its field. */
export function CouponForm({ editing, onSaved }: { editing: Versioned<AdminCoupon> | null; onSaved: () => void }) {
  return (
    <RecordForm
      editing={editing}
      title={editing ? `Edit ${editing.code}` : 'Add a coupon'}
      fields={FIELDS}
      save={save}
      onSaved={onSaved}
    >
      {(error) => <CouponFields editing={editing} error={error} />}
    </RecordForm>
  );
}

/** The coupon's fields; the value's label follows the type chosen. */
function CouponFields({ editing, error }: { editing: Versioned<AdminCoupon> | null; error: unknown }) {
  const [kind, setKind] = useState<CouponKind>(editing?.kind ?? 'PERCENT');
  const err = (field: string) => fieldError(error, field);
  return (
    <>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <TextField
          label="Code"
          name="code"
          required
          autoCapitalize="characters"
          className="[&_input]:uppercase"
          defaultValue={editing?.code}
          hint="3 to 20 letters, digits, - or _"
          error={err('code')}
        />
        <TextField
          label="Description"
          name="description"
          required
          defaultValue={editing?.description}
          className="md:col-span-2"
          hint="Shoppers see it when the coupon applies"
          error={err('description')}
        />
        <SelectField
          label="Type"
          name="kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as CouponKind)}
          options={KINDS}
        />
        <TextField
          label={kind === 'PERCENT' ? 'Percent off' : 'Amount off (₹)'}
          name="value"
          type="number"
          step="0.01"
          min={0}
          required
          defaultValue={editing?.value}
          error={err('value')}
        />
        <TextField
          label="Maximum discount (₹)"
          name="maxDiscount"
          type="number"
          step="0.01"
          min={0}
          defaultValue={editing?.maxDiscount ?? ''}
          hint="Empty: no cap"
          error={err('maxDiscount')}
        />
        <TextField
          label="Minimum order (₹)"
          name="minOrder"
          type="number"
          step="0.01"
          min={0}
          defaultValue={editing?.minOrder ?? 0}
          error={err('minOrder')}
        />
        <TextField
          label="Valid from"
          name="startsOn"
          type="date"
          required
          defaultValue={editing?.startsOn ?? istToday()}
          hint="From the start of this day, India time"
          error={err('startsOn')}
        />
        <TextField
          label="Valid until"
          name="endsOn"
          type="date"
          defaultValue={editing?.endsOn ?? ''}
          hint="To the end of this day; empty: no end"
          error={err('endsOn')}
        />
        <TextField
          label="Total uses allowed"
          name="usageLimit"
          type="number"
          min={1}
          step={1}
          defaultValue={editing?.usageLimit ?? ''}
          hint={editing ? `Used ${editing.usedCount} times so far; empty: no limit` : 'Empty: no limit'}
          error={err('usageLimit')}
        />
        <TextField
          label="Uses per shopper"
          name="perUserLimit"
          type="number"
          min={1}
          step={1}
          defaultValue={editing?.perUserLimit ?? ''}
          hint="Empty: no limit"
          error={err('perUserLimit')}
        />
      </div>
      <div className="flex flex-wrap gap-6">
        <CheckField label="First order only" name="firstOrderOnly" defaultChecked={editing?.firstOrderOnly ?? false} />
        <CheckField label="Active (shoppers can use it)" name="isActive" defaultChecked={editing?.isActive ?? true} />
      </div>
    </>
  );
}
