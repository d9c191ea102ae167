import type { ToastOptions } from 'react-toastify';

/**
 * Toasts without react-toastify in any page's first load: the library (and its stylesheet) loads on the first
 * toast or when the browser is idle. A toast raised before the container mounts waits in react-toastify's own
 * queue and shows when it does, so nothing is lost.
 */
type Kind = 'success' | 'error' | 'info';

let wanted = false;
let onWanted: (() => void) | null = null;

/** Calls `mount` once a toast is asked for (at once if one already was); returns the unsubscribe. */
export function whenToastWanted(mount: () => void): () => void {
  if (wanted) mount();
  else onWanted = mount;
  return () => {
    if (onWanted === mount) onWanted = null;
  };
}

const show = (kind: Kind) => (message: string, options?: ToastOptions) => {
  wanted = true;
  onWanted?.();
  void import('react-toastify').then(({ toast }) => toast[kind](message, options));
};

export const toast = { success: show('success'), error: show('error'), info: show('info') };
