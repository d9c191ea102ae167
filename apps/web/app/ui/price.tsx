import { useFormat, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

type Size = 'sm' | 'lg';

/** Price in ₹ with Indian grouping, the base price struck through when higher, and the percent off. */
export function Price({
  price,
  basePrice,
  discount,
  size = 'sm',
}: {
  price: number;
  basePrice?: number;
  discount?: number;
  size?: Size;
}) {
  const t = useMessages(messages);
  const f = useFormat();
  const showBase = basePrice !== undefined && basePrice > price;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={size === 'lg' ? 'text-2xl font-bold text-gray-900' : 'text-base font-semibold text-gray-900'}>
        {f.price(price)}
      </span>
      {showBase && (
        <s className={size === 'lg' ? 'text-base text-gray-500' : 'text-sm text-gray-500'}>
          <span className="sr-only">{t.originalPrice}</span>
          {f.price(basePrice)}
        </s>
      )}
      {showBase && discount !== undefined && discount > 0 && (
        <span
          className={size === 'lg' ? 'text-base font-semibold text-green-700' : 'text-sm font-medium text-green-700'}
        >
          {t.percentOff(discount)}
        </span>
      )}
    </span>
  );
}
