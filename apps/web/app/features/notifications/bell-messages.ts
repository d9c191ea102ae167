import type { Dictionary } from '~/lib/i18n/i18n';

/** The header bell's name, apart from the page's texts: the header is on every page's first load. */
const en = {
  bell: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
};

const hi = {
  bell: (unread: number) => (unread > 0 ? `सूचनाएँ, ${unread} बिना पढ़ी` : 'सूचनाएँ'),
} satisfies typeof en;

export const bellMessages = { en, hi } satisfies Dictionary<typeof en>;
