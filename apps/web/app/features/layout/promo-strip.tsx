import { BadgePercent, RotateCcw, Truck } from '~/ui/icons';
import { useSettings } from '~/features/settings/settings.public';

/** Spec 9: free shipping above INR 249 unless the operator's settings say otherwise. */
const DEFAULT_FREE_SHIPPING_FROM = 249;

function Messages({ freeFrom, hidden = false }: { freeFrom: number; hidden?: boolean }) {
  const items = [
    { icon: Truck, text: `Free shipping above INR ${freeFrom}` },
    { icon: BadgePercent, text: 'Cash on delivery available' },
    { icon: RotateCcw, text: 'Easy return' },
  ];
  return (
    <ul
      aria-hidden={hidden || undefined}
      className={`flex shrink-0 items-center gap-12 pr-12 ${hidden ? 'motion-reduce:hidden' : 'motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-x-6 motion-reduce:gap-y-1 motion-reduce:pr-0'}`}
    >
      {/* Twice per copy so one copy is wider than a desktop screen; reduced motion shows each message once. */}
      {[...items, ...items].map(({ icon: Icon, text }, i) => (
        <li
          key={i}
          aria-hidden={i >= items.length || undefined}
          className={`flex items-center gap-2 whitespace-nowrap ${i >= items.length ? 'motion-reduce:hidden' : ''}`}
        >
          <Icon aria-hidden="true" className="h-3.5 w-3.5" />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** The scrolling promo strip atop every page (one cycle in 30 s; still for shoppers who prefer less motion). */
export function PromoStrip() {
  const { data } = useSettings();
  const freeFrom = data?.minimumAmountForFreeDelivery ?? DEFAULT_FREE_SHIPPING_FROM;
  return (
    <section aria-label="Store offers" className="overflow-hidden bg-brand-700 py-2 text-xs font-medium text-white">
      <div className="flex w-max animate-promo motion-reduce:w-full motion-reduce:animate-none hover:[animation-play-state:paused]">
        <Messages freeFrom={freeFrom} />
        <Messages freeFrom={freeFrom} hidden />
      </div>
    </section>
  );
}
