import { ArrowUp } from './icons';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';
import { useEffect, useState } from 'react';
import { whenIdle } from '~/lib/when-idle';

/** Spec 9: the scroll-to-top button appears after 300 px of scrolling. */
export const SCROLL_TO_TOP_AFTER_PX = 300;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const t = useMessages(messages);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    // A page opened already scrolled (restored, or scrolled while it loaded) is checked once the page is quiet:
    // reading the scroll position lays the page out, which inside hydration's effects is work on the long task.
    const cancel = whenIdle(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t.scrollToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed bottom-24 right-5 z-30 flex h-11 w-11 items-center justify-center rounded-full bg-gray-900 text-white shadow-lg hover:bg-gray-700"
    >
      <ArrowUp aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
