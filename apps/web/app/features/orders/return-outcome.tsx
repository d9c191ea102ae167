import type { OrderReturn } from '@shringar/contracts/orders';
import { useFormat, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

const TONES: Record<OrderReturn['status'], string> = {
  REQUESTED: 'bg-amber-50 text-amber-900',
  APPROVED: 'bg-blue-50 text-blue-900',
  REJECTED: 'bg-red-50 text-red-800',
  RECEIVED: 'bg-blue-50 text-blue-900',
  REFUNDING: 'bg-blue-50 text-blue-900',
  REFUNDED: 'bg-green-50 text-green-900',
  COMPLETED: 'bg-blue-50 text-blue-900',
};

/** What became of an item's return: the store's decision, its reason when refused, and where the money went. */
export function ReturnOutcome({ ret }: { ret: OrderReturn }) {
  const t = useMessages(messages);
  const f = useFormat();
  const where =
    ret.refundDestination === 'WALLET' ? t.toWallet : ret.refundDestination === 'PAYOUT' ? t.toPayout : t.toOriginal;
  return (
    <div className={`mt-2 rounded-lg px-3 py-2 text-sm ${TONES[ret.status]}`} data-testid="return-outcome">
      <p>
        <span className="font-medium">{ret.statusLabel}</span>
        {ret.status === 'REJECTED' && ret.rejectionReason && <span>: {ret.rejectionReason}</span>}
        {ret.status === 'REFUNDED' && ret.refundAmount !== null && (
          <span>
            : {f.price(ret.refundAmount)} {where}
          </span>
        )}
      </p>
      {ret.photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t.yourPhotos}>
          {ret.photos.map((photo) => (
            <li key={photo.photoId}>
              <a href={photo.url} target="_blank" rel="noreferrer" className="block rounded focus-visible:ring-2">
                <img
                  src={photo.thumbUrl}
                  alt={photo.alt}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 rounded border border-gray-300 bg-white object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
