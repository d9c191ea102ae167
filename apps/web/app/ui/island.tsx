import { Suspense, use, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { whenWanted, type Wake, type WakeOn } from './island-wake';

/**
 * A part of a page below the fold (reviews, strips, the footer's columns) whose hydration waits until it scrolls
 * near the viewport or the shopper first touches, clicks or types. The server's HTML stays as it is meanwhile —
 * complete, readable and linked, with no layout shift — because React leaves a Suspense boundary that suspends
 * while hydrating as the server rendered it, and hydrates it on its own later (in small, interruptible slices
 * rather than in the page's one long hydration task). `load` fetches the code the part needs (a lazy component's
 * chunk), so the part's JavaScript is not in the page's first load either; on a navigation it renders at once.
 * `wakeOn` (island-wake.ts) narrows what wakes it: 'input' for a part that is always in view.
 */
export function Island({
  children,
  load,
  className,
  wakeOn,
}: {
  children: ReactNode;
  load?: () => Promise<unknown>;
  className?: string;
  wakeOn?: WakeOn;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Only the first render of a server-rendered page waits: the root marks the page hydrated once it is.
  const [wake] = useState<Wake | null>(() =>
    typeof document === 'undefined' || document.documentElement.dataset.hydrated === 'true'
      ? null
      : whenWanted(load, window, wakeOn),
  );
  useEffect(() => (wake && ref.current ? wake.watch(ref.current) : undefined), [wake]);
  return (
    <div ref={ref} className={className}>
      <Suspense fallback={null}>
        <Awake wake={wake}>{children}</Awake>
      </Suspense>
    </div>
  );
}

function Awake({ wake, children }: { wake: Wake | null; children: ReactNode }) {
  if (wake) use(wake.woken);
  // Runs when the boundary commits, i.e. once its part has hydrated.
  useLayoutEffect(() => wake?.hydrated(), [wake]);
  return children;
}
