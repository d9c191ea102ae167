import { useEffect } from 'react';
import { whenIdle } from '../when-idle';
import { useLocation, useNavigate } from 'react-router';
import { useLocale } from './locale-context';
import { localeFromCookie, localePath } from './locale';

/**
 * Brings a shopper who chose Hindi back to it when they open the store's front door (the English home page,
 * where a typed address or the home-screen icon lands). Only there and only in the browser: the server's
 * page cache shares one English home page with everyone, and a deep link in English is kept as it was sent.
 */
export function RememberedLocale() {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (locale !== 'en' || pathname !== '/') return;
    // Reading the cookie asks the browser's own process: done in a quiet moment, not on hydration's long task.
    return whenIdle(() => {
      const chosen = localeFromCookie(document.cookie);
      if (chosen && chosen !== locale) void navigate(localePath(chosen, `/${search}`), { replace: true });
    });
  }, [locale, pathname, search, navigate]);
  return null;
}
