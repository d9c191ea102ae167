import { useState } from 'react';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { withParams } from '../table/url-state';
import { useAction } from '../use-action';

/**
 * Saving the add-or-edit form of a console list: a saved edit leaves edit mode, a saved addition empties the form
 * for the next one (`fresh` changes, so the fields mount anew and drop what they held), and the list reloads. A
 * save refused as stale keeps the form as typed until `reload`.
 */
export function useRecordSave({ editing, onSaved }: { editing: boolean; onSaved: () => void }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { busy, error, run, clear } = useAction();
  const revalidator = useRevalidator();
  const [fresh, setFresh] = useState(0);

  /** `stored` runs once the call succeeded, before edit mode is left (the unsaved-changes guard lets it go). */
  async function save(call: () => Promise<unknown>, form: HTMLFormElement, stored?: () => void) {
    const saved = await run(call);
    if (!saved) return;
    stored?.();
    if (editing) await navigate(withParams(search, { edit: null }), { replace: true });
    else {
      form.reset();
      setFresh((n) => n + 1);
    }
    onSaved();
  }

  /** After a stale save: the list as stored now (the edit form, keyed by version, then shows it). */
  function reload() {
    clear();
    void revalidator.revalidate();
  }

  return { busy, error, save, reload, fresh };
}
