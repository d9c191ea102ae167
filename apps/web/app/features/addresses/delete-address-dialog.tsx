import { useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { messages } from './messages';

type DeleteAddressDialogProps = { open: boolean; deleting: boolean; onConfirm: () => void; onCancel: () => void };

/** Spec 5: deleting asks 'Are you sure you want to delete this address?'. */
export function DeleteAddressDialog({ open, deleting, onConfirm, onCancel }: DeleteAddressDialogProps) {
  const t = useMessages(messages);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t.deleteAddress}
      footer={
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>
            {t.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={deleting}>
            {deleting ? t.deleting : t.delete}
          </Button>
        </div>
      }
    >
      <p className="text-gray-700">{t.confirmDelete}</p>
    </Dialog>
  );
}
