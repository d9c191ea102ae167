import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';

type DeleteAddressDialogProps = { open: boolean; deleting: boolean; onConfirm: () => void; onCancel: () => void };

/** Spec 5: deleting asks 'Are you sure you want to delete this address?'. */
export function DeleteAddressDialog({ open, deleting, onConfirm, onCancel }: DeleteAddressDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title="Delete Address"
      footer={
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      }
    >
      <p className="text-gray-700">Are you sure you want to delete this address?</p>
    </Dialog>
  );
}
