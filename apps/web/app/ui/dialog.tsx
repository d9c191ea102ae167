import { X } from './icons';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes back to the first (and Shift+Tab the other way). A modal <dialog> makes the page
 * inert, but the browser would otherwise let Tab leave the document for its own toolbar.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** 'center' for dialogs, 'right' for a drawer that slides in from the right. */
  placement?: 'center' | 'right';
  footer?: ReactNode;
  className?: string;
};

/**
 * A modal on the native <dialog>: the browser makes the rest of the page inert (focus stays inside), Escape
 * closes it, focus returns to the control that opened it, and Tab cycles within it. A click on the backdrop
 * closes it too.
 */
export function Dialog({ open, onClose, title, children, placement = 'center', footer, className = '' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useMessages(messages);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const frame =
    placement === 'right'
      ? 'ml-auto mr-0 h-dvh max-h-dvh w-full max-w-md rounded-none'
      : 'm-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg rounded-2xl';

  return (
    // A backdrop click is a mouse shortcut; keyboard users close with Escape or the Close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      onKeyDown={keepFocusInside}
      className={`${frame} bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/40 ${className}`}
    >
      {open && (
        <div className="flex h-full max-h-[inherit] flex-col">
          <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="rounded-full p-2 text-gray-600 hover:bg-gray-100"
              aria-label={t.close}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
          {footer && <div className="border-t border-gray-200 px-4 py-3">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
