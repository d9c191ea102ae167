import type { AddressInput } from '@shringar/contracts/address';
import { ADDRESS_MAX_LENGTH, ADDRESS_MESSAGES } from '@shringar/contracts/address-rules';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import { pincodeDirectoryOptions } from './api/pincode-directory';
import { type AddressField, type AddressFormValues, type AddressProblem, checkAddress } from './address-validation';
import { messages } from './messages';

type FieldSpec = {
  field: AddressField;
  autoComplete: string;
  inputMode?: 'numeric' | 'text';
  digitsOnly?: boolean;
  wide?: boolean;
};

/** The form's order: pincode comes before city and state, which it fills in. */
const FIELDS: FieldSpec[] = [
  { field: 'name', autoComplete: 'name', wide: true },
  { field: 'address', autoComplete: 'street-address', wide: true },
  { field: 'landmark', autoComplete: 'off', wide: true },
  { field: 'pincode', autoComplete: 'postal-code', inputMode: 'numeric', digitsOnly: true },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'state', autoComplete: 'address-level1' },
  { field: 'phone', autoComplete: 'tel-national', inputMode: 'numeric', digitsOnly: true },
];

/** A check's message (the contracts word it in English, as the server does) in the page's language. */
function problemText(problem: AddressProblem, t: (typeof messages)['en']): string {
  const name = t.fieldNames[problem.field];
  if (problem.message === ADDRESS_MESSAGES.pincode) return t.pincodeDigits;
  if (problem.message === ADDRESS_MESSAGES.phone) return t.phoneDigits;
  if (problem.message.endsWith(' is required')) return t.required(name);
  return t.tooLong(name, ADDRESS_MAX_LENGTH[problem.field]);
}

type AddressFormProps = {
  initial: AddressFormValues;
  editing: boolean;
  saving: boolean;
  /** The server's refusal ('Failed to add address. Please try again.' ...), shown inline. */
  saveError: string | null;
  onSave: (body: AddressInput) => void;
  onCancel: () => void;
};

/**
 * Add or edit an address (spec 5): checked in the spec's order with its messages, phone and pincode limited to
 * 10 and 6 digits, and city and state filled from the pincode directory as the pincode is typed (still editable).
 */
export function AddressForm({ initial, editing, saving, saveError, onSave, onCancel }: AddressFormProps) {
  const queryClient = useQueryClient();
  const t = useMessages(messages);
  const baseId = useId();
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<AddressProblem | null>(null);
  const [pincodeHint, setPincodeHint] = useState<string | null>(null);
  const latestPincode = useRef(initial.pincode);
  const inputs = useRef<Partial<Record<AddressField, HTMLInputElement | null>>>({});
  // The button that opened the form is gone once it shows: focus goes to the form's first field, not the page top.
  useEffect(() => {
    inputs.current[FIELDS[0]!.field]?.focus();
  }, []);

  const lookUp = (pincode: string) => {
    latestPincode.current = pincode;
    setPincodeHint(null);
    if (pincode.length !== ADDRESS_MAX_LENGTH.pincode) return;
    queryClient
      .fetchQuery(pincodeDirectoryOptions(pincode))
      .then((found) => {
        if (latestPincode.current !== pincode) return;
        if (!found.isValid) {
          setPincodeHint(t.invalidPincode);
          return;
        }
        setValues((v) => ({ ...v, city: found.city ?? v.city, state: found.state ?? v.state }));
      })
      // The directory is a convenience: when it cannot answer, the shopper types city and state.
      .catch(() => undefined);
  };

  const update = (spec: FieldSpec, raw: string) => {
    const value = spec.digitsOnly ? raw.replace(/\D/g, '') : raw;
    setValues((v) => ({ ...v, [spec.field]: value }));
    if (problem?.field === spec.field) setProblem(null);
    if (spec.field === 'pincode') lookUp(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkAddress(values);
    if ('problem' in checked) {
      setProblem(checked.problem);
      inputs.current[checked.problem.field]?.focus();
      return;
    }
    setProblem(null);
    onSave(checked.body);
  };

  const message = problem ? problemText(problem, t) : saveError;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${baseId}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${baseId}-title`} className="text-lg font-semibold text-gray-900">
        {editing ? t.editAddress : t.addNewAddress}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {FIELDS.map((spec) => {
          const id = `${baseId}-${spec.field}`;
          const invalid = problem?.field === spec.field;
          const hint = spec.field === 'pincode' && pincodeHint ? `${id}-hint` : undefined;
          return (
            <div key={spec.field} className={`flex flex-col gap-1.5 ${spec.wide ? 'sm:col-span-2' : ''}`}>
              <label htmlFor={id} className="text-sm font-medium text-gray-800">
                {t.labels[spec.field]}
              </label>
              <input
                id={id}
                ref={(el) => {
                  inputs.current[spec.field] = el;
                }}
                name={spec.field}
                type={spec.field === 'phone' ? 'tel' : 'text'}
                inputMode={spec.inputMode}
                autoComplete={spec.autoComplete}
                maxLength={ADDRESS_MAX_LENGTH[spec.field]}
                value={values[spec.field]}
                onChange={(event) => update(spec, event.target.value)}
                aria-invalid={invalid || undefined}
                aria-describedby={[invalid ? `${baseId}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined}
                className="h-11 rounded-lg border border-gray-300 px-3 text-base text-gray-900 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 aria-[invalid]:border-red-600"
              />
              {hint && (
                <p id={hint} className="text-xs text-amber-800">
                  {pincodeHint}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {message && (
        <p id={`${baseId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t.saving : editing ? t.updateAddress : t.saveAddress}
        </Button>
      </div>
    </form>
  );
}
