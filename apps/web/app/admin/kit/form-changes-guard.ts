import { useRef } from 'react';
import { type Leaves, useUnsavedChangesGuard } from './unsaved-changes-guard';

/** The values of a form, or of every form inside an element (a list's row forms), as one string: text fields,
 * choices, hidden inputs (a list's order) and files by name. */
function valuesOf(root: HTMLElement): string {
  const forms = root instanceof HTMLFormElement ? [root] : [...root.querySelectorAll('form')];
  return JSON.stringify(
    forms.map((f) => [...new FormData(f)].map(([k, v]) => [k, typeof v === 'string' ? v : `${v.name}:${v.size}`])),
  );
}

/**
 * The unsaved-changes guard for a form whose fields keep their own state (an inline edit of a list's row): the
 * form's values are noted when the operator first enters it and compared when they leave, so an untouched or
 * typed-back form lets them go. Spread `formProps` on the form (or on an element holding a list's row forms);
 * call `saved` once its work is stored.
 */
export function useFormChangesGuard<E extends HTMLElement = HTMLFormElement>(leaves?: Leaves) {
  const form = useRef<E>(null);
  const before = useRef<string | null>(null);
  const changed = () => before.current !== null && form.current !== null && valuesOf(form.current) !== before.current;
  const { dialog } = useUnsavedChangesGuard(changed, leaves);
  return {
    formProps: {
      ref: form,
      onFocusCapture: () => {
        if (before.current === null && form.current) before.current = valuesOf(form.current);
      },
    },
    dialog,
    /** The values are stored: nothing is lost by leaving until the operator edits again. */
    saved: () => {
      before.current = null;
    },
  };
}
