import type { StoreProfile } from '@shringar/contracts/settings';
import { fieldError } from '../kit/form-errors';
import { TextField } from '../kit/text-field';

type Key = Exclude<keyof StoreProfile, 'social'>;
const FIELDS: { key: Key; label: string; hint?: string }[] = [
  { key: 'name', label: 'Store name' },
  { key: 'legalName', label: 'Legal name' },
  { key: 'gstin', label: 'GSTIN', hint: '15 characters, e.g. 27AABCS1234F1Z5' },
  { key: 'pan', label: 'PAN' },
  { key: 'cin', label: 'CIN' },
  { key: 'email', label: 'Contact e-mail' },
  { key: 'phone', label: 'Contact phone' },
  { key: 'whatsapp', label: 'WhatsApp (digits)' },
  { key: 'address', label: 'Address' },
  { key: 'state', label: 'State' },
  { key: 'stateCode', label: 'GST state code', hint: '2 digits, e.g. 27 for Maharashtra' },
  { key: 'pincode', label: 'Pincode' },
];
const SOCIAL = ['instagram', 'facebook', 'youtube', 'x'] as const;

/** The store profile's inputs, named `profile.<key>`; invoices, the footer and the contact page show it. */
export function StoreProfileFields({ profile, error }: { profile: StoreProfile; error: unknown }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 md:grid-cols-2">
      <legend className="px-1 text-lg font-semibold text-gray-900">Store profile</legend>
      {FIELDS.map((f) => (
        <TextField
          key={f.key}
          name={`profile.${f.key}`}
          label={f.label}
          defaultValue={profile[f.key]}
          {...(f.hint ? { hint: f.hint } : {})}
          error={fieldError(error, `storeProfile.${f.key}`)}
        />
      ))}
      {SOCIAL.map((s) => (
        <TextField
          key={s}
          name={`profile.social.${s}`}
          label={`${s === 'x' ? 'X' : s[0]!.toUpperCase() + s.slice(1)} link`}
          defaultValue={profile.social[s]}
          error={fieldError(error, `storeProfile.social.${s}`)}
        />
      ))}
    </fieldset>
  );
}

export function readStoreProfile(form: FormData): StoreProfile {
  const get = (name: string) => String(form.get(`profile.${name}`) ?? '');
  return {
    ...(Object.fromEntries(FIELDS.map((f) => [f.key, get(f.key)])) as Record<Key, string>),
    social: Object.fromEntries(SOCIAL.map((s) => [s, get(`social.${s}`)])) as StoreProfile['social'],
  };
}
