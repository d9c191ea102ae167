import type { Dictionary } from '~/lib/i18n/i18n';

/** The notifications page; the header bell's name is in bell-messages.ts. */
const en = {
  metaTitle: 'Notifications — Shringar',
  title: 'Notifications',
  loadFailed: 'Failed to load notifications',
  markFailed: 'Could not mark as read. Please try again.',
  markAll: 'Mark all as read',
  empty: 'No notifications yet',
  emptyHint: 'Updates about your orders, refunds and offers will show here.',
  allCaughtUp: 'All caught up',
  unread: (n: number) => `${n} unread`,
  unreadPrefix: 'Unread: ',
  markRead: 'Mark as read',
  loading: 'Loading notifications',
};

const hi = {
  metaTitle: 'सूचनाएँ — Shringar',
  title: 'सूचनाएँ',
  loadFailed: 'सूचनाएँ लोड नहीं हो सकीं',
  markFailed: 'पढ़ा हुआ नहीं किया जा सका। कृपया फिर से कोशिश करें।',
  markAll: 'सभी को पढ़ा हुआ करें',
  empty: 'अभी कोई सूचना नहीं',
  emptyHint: 'आपके ऑर्डर, रिफ़ंड और ऑफ़र के अपडेट यहाँ दिखेंगे।',
  allCaughtUp: 'सब पढ़ लिया',
  unread: (n: number) => `${n} बिना पढ़ी`,
  unreadPrefix: 'बिना पढ़ी: ',
  markRead: 'पढ़ा हुआ करें',
  loading: 'सूचनाएँ लोड हो रही हैं',
} satisfies typeof en;

export const messages = { en, hi } satisfies Dictionary<typeof en>;
