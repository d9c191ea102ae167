import 'react-toastify/dist/ReactToastify.css';
import './toast-container.css';
import { type CloseButtonProps, ToastContainer } from 'react-toastify';
import { useMessages } from '~/lib/i18n/i18n';
import { X } from './icons';
import { messages } from './messages';

/** The library's own button is named 'close' in English on every page: ours is named in the page's language. */
function CloseToastButton({ closeToast, label }: Pick<CloseButtonProps, 'closeToast'> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      // Closing with the button is not a click on the toast itself.
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
      // Not the library's class: its unlayered rules (white, no padding, no outline) would beat these utilities.
      className="ml-auto shrink-0 self-start rounded-full p-1 text-gray-600 hover:bg-gray-100 hover:text-gray-900"
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}

/**
 * Spec 2: toasts at the top right, 3 s, close on click, pause on hover and on focus loss. The library names its
 * progress bar 'notification timer' in English whatever the page's language: `hideProgressBar` hides it from
 * assistive tech (aria-hidden), and toast-container.css keeps it on screen, where it only shows the time left.
 */
export default function StoreToastContainer() {
  const t = useMessages(messages);
  return (
    <ToastContainer
      position="top-right"
      autoClose={3000}
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      hideProgressBar
      aria-label={t.notifications}
      closeButton={({ closeToast }) => <CloseToastButton closeToast={closeToast} label={t.close} />}
    />
  );
}
