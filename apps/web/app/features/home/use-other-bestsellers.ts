import type { CategoryGroup } from '@shringar/contracts/catalogue';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchBestsellers } from './api/bestsellers';

type OtherTabs =
  | { status: 'idle' | 'loading'; groups: null; error: null }
  | { status: 'ready'; groups: CategoryGroup[]; error: null }
  | { status: 'failed'; groups: null; error: string };

const IDLE: OtherTabs = { status: 'idle', groups: null, error: null };

/**
 * The Bestsellers tabs the page did not bring (bestseller-strip.ts), asked for once: when the shopper points at
 * or focuses the tab list (so the answer is usually there by the click), or at the latest on the click. A failure
 * is shown in the panel with Try Again, which asks again.
 */
export function useOtherBestsellers() {
  const [state, setState] = useState<OtherTabs>(IDLE);
  const asked = useRef<AbortController | null>(null);
  useEffect(() => () => asked.current?.abort(), []);

  const load = useCallback(() => {
    if (asked.current && !asked.current.signal.aborted) return;
    const controller = new AbortController();
    asked.current = controller;
    setState({ status: 'loading', groups: null, error: null });
    fetchBestsellers(controller.signal).then(
      (groups) => {
        if (!controller.signal.aborted) setState({ status: 'ready', groups, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        asked.current = null;
        setState({ status: 'failed', groups: null, error: error instanceof Error ? error.message : String(error) });
      },
    );
  }, []);

  return { ...state, load };
}
