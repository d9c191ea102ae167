import { lazy, Suspense, useEffect, useState } from 'react';
import { whenToastWanted } from './toast';

const StoreToastContainer = lazy(() => import('./toast-container'));

/**
 * Mounts the toast container when the first toast is asked for, never in the server render, the first-load
 * JavaScript or on idle: a phone that only browses never downloads the library (~10 kB gzipped). The first
 * toast waits in react-toastify's own queue while its chunk loads.
 */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenToastWanted(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <StoreToastContainer />
    </Suspense>
  );
}
