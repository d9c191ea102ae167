import type { AdminSettingsAnswer, SettingsUpdateBody } from '@shringar/contracts/admin-content';
import { adminGetSettings, adminUpdateSettings } from '@shringar/contracts/endpoints/admin-content';
import type { Versioned } from '@shringar/contracts/record-version';
import { useState } from 'react';
import { Button } from '~/ui/button';
import { adminCall, AdminError } from '../kit/api/admin-request';
import { fieldError } from '../kit/form-errors';
import { useUnsavedChangesGuard } from '../kit/unsaved-changes-guard';
import { useFormSubmit } from '../kit/use-form-submit';
import { isStaleWrite, StaleWriteNotice } from '../kit/stale-write-notice';
import { SettingInput } from './setting-input';
import { readSetting, SETTING_GROUPS } from './settings-fields';
import { readStoreProfile, StoreProfileFields } from './store-profile-fields';

/**
 * Every setting and the store profile in one form. The server checks each field (and the ones that go together,
 * such as the top-up limits) and names the field it refuses; the message shows beside that field and on top.
 */
export function SettingsPage({ initial }: { initial: Versioned<AdminSettingsAnswer> }) {
  const [current, setCurrent] = useState(initial);
  // Remounts the uncontrolled form with what is stored, after a save or a reload.
  const [formKey, setFormKey] = useState(0);
  const [saved, setSaved] = useState('');
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);

  const { busy, error, clear, onSubmit } = useFormSubmit(async (form) => {
    const body = Object.fromEntries(
      SETTING_GROUPS.flatMap((g) => g.fields).map((f) => [f.key, readSetting(f, form)]),
    ) as SettingsUpdateBody;
    body.storeProfile = readStoreProfile(form);
    setSaved('');
    const answer = await adminCall(adminUpdateSettings, { body, version: current.version });
    setCurrent(answer);
    setFormKey((k) => k + 1);
    setDirty(false);
    setSaved('Settings saved. The store uses them now.');
  });

  /** After a stale save: the settings as stored now replace what was typed. */
  async function reload() {
    clear();
    setSaved('');
    setCurrent(await adminCall(adminGetSettings));
    setFormKey((k) => k + 1);
    setDirty(false);
  }

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-gray-900">Settings</h1>
      {guard.dialog}
      <form
        key={formKey}
        onInput={() => setDirty(true)}
        onChange={() => setDirty(true)}
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4"
      >
        {SETTING_GROUPS.map((group) => (
          <fieldset
            key={group.title}
            className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 md:grid-cols-2"
          >
            <legend className="px-1 text-lg font-semibold text-gray-900">{group.title}</legend>
            {group.fields.map((f) => (
              <SettingInput key={f.key} field={f} value={current.settings[f.key]} error={fieldError(error, f.key)} />
            ))}
          </fieldset>
        ))}
        <StoreProfileFields profile={current.storeProfile} error={error} />
        <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-gray-200 bg-gray-50/95 py-3">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save settings'}
          </Button>
          <StaleWriteNotice error={error} onReload={() => void reload()} />
          {error && !isStaleWrite(error) ? (
            <p role="alert" className="text-sm text-red-800">
              {error instanceof AdminError ? error.message : 'The settings could not be saved. Please try again.'}
            </p>
          ) : null}
          <p role="status" className={saved ? 'text-sm text-green-900' : 'sr-only'}>
            {saved}
          </p>
        </div>
      </form>
    </div>
  );
}
