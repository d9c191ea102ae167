import { useEffect, useRef } from 'react';
import { type Location, useBlocker } from 'react-router';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';

/** Whether a navigation drops the form: by default, going to another page. */
export type Leaves = (current: Location, next: Location) => boolean;
const otherPage: Leaves = (current, next) => current.pathname !== next.pathname;

const unsavedNow = (dirty: boolean | (() => boolean)) => (typeof dirty === 'function' ? dirty() : dirty);

/**
 * Asks before an edit form with unsaved changes is left: a link or Back inside the console opens a dialog
 * (stay, or leave and lose the changes); closing the tab or reloading gets the browser's own question. `dirty`
 * is a flag, or a function asked at the moment of leaving (a form whose fields hold their own state). Returns
 * `leave`, for a form that navigates away itself once its work is saved (a new product opening its page).
 */
export function useUnsavedChangesGuard(dirty: boolean | (() => boolean), leaves: Leaves = otherPage) {
  const leaving = useRef(false);
  const isDirty = useRef(dirty);
  isDirty.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && leaves(currentLocation, nextLocation) && unsavedNow(isDirty.current),
  );

  const watching = typeof dirty === 'function' || dirty;
  useEffect(() => {
    if (!watching) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!leaving.current && unsavedNow(isDirty.current)) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [watching]);

  const dialog = (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            Stay and keep editing
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Leave and lose changes
          </Button>
        </div>
      }
    >
      <p className="text-sm text-gray-800">Your changes on this page are not saved. If you leave, they are lost.</p>
    </Dialog>
  );

  return {
    dialog,
    /** The next navigation is the form's own (its changes are saved): let it through. */
    leave: () => {
      leaving.current = true;
    },
  };
}
