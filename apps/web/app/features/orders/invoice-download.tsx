import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useLocale, useMessages } from '~/lib/i18n/i18n';
import { buttonClass } from '~/ui/button';
import { messages } from './messages';
import { orderDetailsQueryOptions } from './api/order-details';

/** The signed link lives 30 minutes on the server; one older than this is renewed before use. */
const FRESH_FOR_MS = 10 * 60 * 1000;

/**
 * Download Invoice: the order's signed PDF link, a plain link the browser downloads (the server sends it as an
 * attachment). A page left open long enough for the link to expire fetches a fresh one first.
 */
export function InvoiceDownload({ orderId, link, fetchedAt }: { orderId: string; link: string; fetchedAt: number }) {
  const t = useMessages(messages);
  const queryClient = useQueryClient();
  const locale = useLocale();
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (Date.now() - fetchedAt < FRESH_FOR_MS) return;
    event.preventDefault();
    const fresh = await queryClient.fetchQuery({ ...orderDetailsQueryOptions(orderId, locale), staleTime: 0 });
    if (fresh.invoice_download_link) window.location.assign(fresh.invoice_download_link);
  };
  return (
    <a
      href={link}
      download
      onClick={(e) => void onClick(e)}
      className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}
    >
      <Download aria-hidden="true" className="size-4" />
      {t.downloadInvoice}
    </a>
  );
}
