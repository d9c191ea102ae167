import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';

/**
 * Asks before an edit form with unsaved changes is left: a link or Back inside the console opens a dialog
 * (stay, or leave and lose the changes); closing the tab or reloading gets the browser's own question. Returns
 * `leave`, for a form that navigates away itself once its work is saved (a new product opening its page).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

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
