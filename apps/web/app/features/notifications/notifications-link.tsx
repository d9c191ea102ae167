import { storePaths } from '@shringar/contracts/store-paths';
import { Bell } from '~/ui/icons';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { useUnreadCount } from './api/unread-count';
import { bellMessages } from './bell-messages';

/** The header's bell for a signed-in shopper: its name says how many are unread, the badge shows it. */
export function NotificationsLink({ className }: { className: string }) {
  const unread = useUnreadCount();
  const t = useMessages(bellMessages);
  return (
    <LocaleLink
      to={storePaths.notifications}
      aria-label={t.bell(unread)}
      className={className}
      data-testid="notifications-link"
    >
      <Bell aria-hidden="true" className="h-5 w-5" />
      {unread > 0 && (
        <span
          data-testid="notifications-badge"
          aria-hidden="true"
          className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-semibold leading-none text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </LocaleLink>
  );
}
