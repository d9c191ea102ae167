import { useCallback } from 'react';
import { errorMessage } from './api-error-texts';
import { useLocale } from './locale-context';

/** `const message = useErrorMessage(); toast.error(message(err, t.saveFailed))`: an API error in the page's language. */
export function useErrorMessage(): (err: unknown, fallback: string) => string {
  const locale = useLocale();
  return useCallback((err, fallback) => errorMessage(err, locale, fallback), [locale]);
}
