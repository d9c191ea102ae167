import type { Cart } from '@shringar/contracts/cart';
import { Truck } from 'lucide-react';
import { useFormat, useLocale, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

const TONE: Record<Cart['freeDeliveryBanner']['stage'], { box: string; bar: string }> = {
  MINIMUM_UNMET: { box: 'border-amber-200 bg-amber-50 text-amber-900', bar: 'bg-amber-500' },
  FREE_DELIVERY_UNMET: { box: 'border-brand-200 bg-brand-50 text-brand-900', bar: 'bg-brand-600' },
  FREE_DELIVERY_EARNED: { box: 'border-green-200 bg-green-50 text-green-900', bar: 'bg-green-600' },
};

/**
 * Spec 4's three-stage banner: 'Add ₹x more for minimum order', 'Add ₹x more for FREE delivery!', then
 * 'Congratulations! You've earned FREE delivery!'. The server words it from the store's settings with the
 * shared function in contracts/pricing, so the drawer and checkout never disagree about the thresholds.
 */
export function FreeDeliveryBanner({ banner }: { banner: Cart['freeDeliveryBanner'] }) {
  const tone = TONE[banner.stage];
  const t = useMessages(messages);
  const f = useFormat();
  // English keeps the server's words (the settings' currency included); Hindi words the stage and amount itself.
  const text = useLocale() === 'en' ? banner.message : t.banner(banner.stage, f.price(banner.amount));
  return (
    <div data-testid="free-delivery-banner" data-stage={banner.stage} className={`rounded-xl border p-3 ${tone.box}`}>
      <p className="flex items-center gap-2 text-sm font-medium">
        <Truck aria-hidden="true" className="h-4 w-4 shrink-0" />
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={banner.stage === 'MINIMUM_UNMET' ? t.progressMinimum : t.progressFree}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={banner.progressPercent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-white/80"
      >
        <div className={`h-full rounded-full ${tone.bar}`} style={{ width: `${banner.progressPercent}%` }} />
      </div>
    </div>
  );
}
