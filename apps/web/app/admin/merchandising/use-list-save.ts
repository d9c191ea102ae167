import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { withParams } from '../kit/table/url-state';
import { useAction } from '../kit/use-action';

/**
 * Saving the add-or-edit form of a merchandising list: a saved edit leaves edit mode, a saved addition empties
 * the form for the next one (`clear` resets what the form's fields do not hold), and the list reloads. A save
 * refused as stale keeps the form as typed until `reload`.
 */
export function useListSave({ editing, onSaved }: { editing: boolean; onSaved: () => void }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { busy, error, run, clear } = useAction();
  const revalidator = useRevalidator();

  async function save(call: () => Promise<unknown>, form: HTMLFormElement, clear?: () => void) {
    const saved = await run(call);
    if (!saved) return;
    if (editing) await navigate(withParams(search, { edit: null }), { replace: true });
    else {
      form.reset();
      clear?.();
    }
    onSaved();
  }

  /** After a stale save: the list as stored now (the edit form, keyed by version, then shows it). */
  function reload() {
    clear();
    void revalidator.revalidate();
  }

  return { busy, error, save, reload };
}
