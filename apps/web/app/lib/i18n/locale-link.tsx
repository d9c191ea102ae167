import { forwardRef, useCallback } from 'react';
import { Link, useNavigate, type LinkProps, type NavigateOptions, type To } from 'react-router';
import { useLocale } from './locale-context';
import { localePath, type Locale } from './locale';

/** A link target in a locale: strings and `{ pathname }` objects alike. */
export function localeTo(locale: Locale, to: To): To {
  if (typeof to === 'string') return localePath(locale, to);
  return to.pathname ? { ...to, pathname: localePath(locale, to.pathname) } : to;
}

/**
 * react-router's `Link` that keeps the shopper's language: `<LocaleLink to={storePaths.cart}>` goes to `/hi/…`
 * from a Hindi page. Store components use it instead of `Link` (same props).
 * A pointer resting on it, or the keyboard's focus, fetches the page's code (and the data of a page whose data the
 * server gives) before the click, so the page opens at once; `prefetch` may say otherwise.
 */
export const LocaleLink = forwardRef<HTMLAnchorElement, LinkProps>(function LocaleLink({ to, ...props }, ref) {
  const locale = useLocale();
  return <Link ref={ref} to={localeTo(locale, to)} prefetch="intent" {...props} />;
});

/** `useNavigate` that keeps the shopper's language (a number steps through history as it is). */
export function useLocaleNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      void (typeof to === 'number' ? navigate(to) : navigate(localeTo(locale, to), options)),
    [navigate, locale],
  );
}
