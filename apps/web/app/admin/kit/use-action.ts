import { useState } from 'react';

/**
 * One console action's state: busy while it runs, its failure kept for the form to show. `run` resolves true
 * when the action succeeded, so the caller can move on (clear a form, leave edit mode).
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function run(action: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run, clear: () => setError(null) };
}
