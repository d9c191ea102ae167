import { Store } from 'lucide-react';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/** The store's answer to a review, set apart under it so a shopper sees who is speaking. */
export function StoreReply({ reply }: { reply: string }) {
  const t = useMessages(messages);
  return (
    <div className="ml-4 flex flex-col gap-1 rounded-lg border-l-4 border-brand-600 bg-brand-50 p-3">
      <p className="inline-flex items-center gap-1.5 text-xs font-semibold text-brand-800">
        <Store aria-hidden="true" className="size-4" />
        {t.storeReply}
      </p>
      <p className="whitespace-pre-line text-sm text-gray-800">{reply}</p>
    </div>
  );
}
