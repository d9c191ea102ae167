import type { Dictionary } from '~/lib/i18n/i18n';

/** Under a listing's grid: load more, the page line and the end (spec 2, 4): they load with the footer's code. */
const en = {
  scrollForMore: 'Scroll down to load more products',
  moreAvailable: (remaining: number) => `${remaining} more products available`,
  loadMoreFailed: 'Could not load more products. Please try again.',
  loading: 'Loading...',
  loadMoreRemaining: (remaining: number) => `Load More Products (${remaining} remaining)`,
  loadMore: 'Load More Products',
  pageOf: (page: number, pages: number, total: number) => `Page ${page} of ${pages} (${total} total products)`,
  theEnd: "You've reached the end! All products loaded.",
};

const hi = {
  scrollForMore: 'और उत्पाद देखने के लिए नीचे स्क्रॉल करें',
  moreAvailable: (remaining: number) => `${remaining} और उत्पाद उपलब्ध हैं`,
  loadMoreFailed: 'और उत्पाद लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
  loading: 'लोड हो रहा है...',
  loadMoreRemaining: (remaining: number) => `और उत्पाद देखें (${remaining} बाकी)`,
  loadMore: 'और उत्पाद देखें',
  pageOf: (page: number, pages: number, total: number) => `पेज ${page} / ${pages} (कुल ${total} उत्पाद)`,
  theEnd: 'आपने सब देख लिया! सभी उत्पाद लोड हो गए।',
} satisfies typeof en;

export const footerMessages = { en, hi } satisfies Dictionary<typeof en>;
