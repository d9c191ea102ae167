import { lazy, Suspense, useEffect, useState } from 'react';
import { whenToastWanted } from './toast';

const StoreToastContainer = lazy(() => import('./toast-container'));

/**
 * Mounts the toast container after hydration, when the first toast is asked for or the browser is first idle
 * (so the library is warm before a shopper acts), never in the server render or the first-load JavaScript.
 */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(mount, { timeout: 3000 })
        : window.setTimeout(mount, 1000);
    const stop = whenToastWanted(mount);
    return () => {
      stop();
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <StoreToastContainer />
    </Suspense>
  );
}
