import { type ReactNode, useId } from 'react';
import { toast } from '~/ui/toast';
import { Button, type ButtonProps } from '~/ui/button';
import { Dialog } from '~/ui/dialog';

/**
 * The frame of the order screen's forms (cancel, return, rate): a dialog whose footer has a way out and the
 * submit button, which stays disabled and says what is happening while the request runs.
 */
export function OrderFormDialog({
  title,
  open,
  onClose,
  cancelLabel,
  submitLabel,
  pendingLabel,
  variant = 'primary',
  pending,
  onSubmit,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
  variant?: ButtonProps['variant'];
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant={variant} type="submit" form={formId} disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}

/**
 * What an order form does with its request's answer: on success say so, forget what was typed (reset) and
 * close; on failure show the server's message in the form.
 */
export function orderFormOutcome({
  successMessage,
  reset,
  onClose,
  setError,
  describe = (err) => err.message,
}: {
  successMessage: string;
  reset?: () => void;
  onClose: () => void;
  setError: (message: string) => void;
  /** The server's message in the page's language (useErrorMessage); its own words when not given. */
  describe?: (err: Error) => string;
}) {
  return {
    onSuccess: () => {
      toast.success(successMessage);
      reset?.();
      onClose();
    },
    onError: (err: Error) => setError(describe(err)),
  };
}
