import type { OrderItem, OrderReturn } from '@shringar/contracts/orders';
import { storePaths } from '@shringar/contracts/store-paths';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { LocaleLink, useFormat, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';
import { Button } from '~/ui/button';
import { Stars } from '~/ui/stars';
import { formatVariant } from './order-format';
import { OrderItemImage } from './order-item-image';
import { OrderSection } from './order-section';
import { ReturnOutcome } from './return-outcome';

/**
 * Spec 2 'Order Items': picture (or placeholder), name, variant, quantity, price and, once rated, the
 * shopper's stars with their number. Items of a delivered order can be rated (again, to edit).
 */
export function OrderItems({
  items,
  returns = [],
  canRate,
  onRate,
  showReturnRules = false,
}: {
  items: OrderItem[];
  /** Each item's return rule, or why it cannot be returned (a delivered order). */
  showReturnRules?: boolean;
  /** The returns asked for these items, with their outcome (older answers have none). */
  returns?: OrderReturn[] | undefined;
  canRate: boolean;
  onRate: (item: OrderItem) => void;
}) {
  const t = useMessages(messages);
  return (
    <OrderSection title={t.orderItems}>
      <ul className="divide-y divide-gray-100">
        {items.map((item) => (
          <OrderItemLine
            key={item.orderItemId}
            item={item}
            ret={returns.find((r) => r.orderItemId === item.orderItemId)}
            canRate={canRate}
            onRate={onRate}
            showReturnRules={showReturnRules}
          />
        ))}
      </ul>
    </OrderSection>
  );
}

function OrderItemLine({
  item,
  ret,
  canRate,
  onRate,
  showReturnRules,
}: {
  item: OrderItem;
  ret: OrderReturn | undefined;
  showReturnRules: boolean;
  canRate: boolean;
  onRate: (item: OrderItem) => void;
}) {
  const t = useMessages(messages);
  const f = useFormat();
  const nameId = useId();
  const variant = formatVariant(item.variantName);
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0" data-testid="order-item">
      <OrderItemImage src={item.imageUrl} />
      <div className="min-w-0 flex-1">
        <LocaleLink
          id={nameId}
          to={storePaths.product(item.productId)}
          className="font-medium text-gray-900 hover:text-brand-700"
        >
          {item.name}
        </LocaleLink>
        {variant && <p className="text-sm text-gray-600">{variant}</p>}
        <p className="text-sm text-gray-700">{t.quantity(item.orderItemQuantity)}</p>
        <p className="font-semibold text-gray-900">{f.price(item.price)}</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          {item.user_rating > 0 && (
            <span className="inline-flex items-center gap-1 text-sm text-gray-700" data-testid="item-rating">
              <Stars rating={item.user_rating} />
              <span aria-hidden="true">{item.user_rating}</span>
            </span>
          )}
          {canRate && (
            <Button variant="ghost" size="sm" aria-describedby={nameId} onClick={() => onRate(item)}>
              <Star aria-hidden="true" className="size-4" />
              {item.user_rating > 0 ? t.editRating : t.rateItem}
            </Button>
          )}
        </div>
        {ret ? (
          <ReturnOutcome ret={ret} />
        ) : (
          showReturnRules && (
            <p className="mt-1 text-sm text-gray-700" data-testid="return-note">
              {item.returnNote}
            </p>
          )
        )}
      </div>
    </li>
  );
}
