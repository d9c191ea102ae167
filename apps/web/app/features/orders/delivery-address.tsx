import type { OrderAddress } from '@shringar/contracts/orders';
import { useMessages } from '~/lib/i18n/i18n';
import { PostalAddress } from '~/ui/postal-address';
import { messages } from './messages';
import { OrderSection } from './order-section';

/** Spec 2 'Delivery Address': the address as it was when the order was placed. */
export function DeliveryAddress({ address }: { address: OrderAddress }) {
  const t = useMessages(messages);
  return (
    <OrderSection title={t.deliveryAddress}>
      <PostalAddress
        address={address}
        className="space-y-0.5 text-sm not-italic text-gray-700"
        nameClassName="font-medium text-gray-900"
        testId="delivery-address"
      />
    </OrderSection>
  );
}
