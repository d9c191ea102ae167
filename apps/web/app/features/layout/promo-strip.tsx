import type { PublicSettings } from '@shringar/contracts/settings';
import { formatRupees } from '@shringar/contracts/money';
import { BadgePercent, RotateCcw, Truck } from './layout-icons';
import { useSettings } from '~/features/settings/settings.public';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

type Texts = (typeof messages)['en'];

/** Spec 9's free-shipping line (contracts' freeShippingLine), worded in the page's language. */
export function freeShippingLine(s: PublicSettings, t: Texts): string {
  if (s.deliveryCharge === 0 || s.minimumAmountForFreeDelivery === 0) return t.freeShippingEveryOrder;
  return t.freeShippingAbove(formatRupees(s.minimumAmountForFreeDelivery).slice(1));
}

/** Spec 9's messages as the live settings make them true: cash on delivery only while it is on. */
function messagesFor(s: PublicSettings | null, t: Texts) {
  if (!s) return [{ icon: RotateCcw, text: t.easyReturn }];
  return [
    { icon: Truck, text: freeShippingLine(s, t) },
    ...(s.isCodAvailable ? [{ icon: BadgePercent, text: t.codAvailable }] : []),
    { icon: RotateCcw, text: t.easyReturn },
  ];
}

function Messages({ items, hidden = false }: { items: ReturnType<typeof messagesFor>; hidden?: boolean }) {
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
  const t = useMessages(messages);
  const items = messagesFor(data, t);
  return (
    <section aria-label={t.storeOffers} className="overflow-hidden bg-brand-700 py-2 text-xs font-medium text-white">
      <div className="flex w-max animate-promo motion-reduce:w-full motion-reduce:animate-none hover:[animation-play-state:paused]">
        <Messages items={items} />
        <Messages items={items} hidden />
      </div>
    </section>
  );
}
