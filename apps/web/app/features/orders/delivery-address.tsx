import type { OrderAddress } from '@shringar/contracts/orders';
import { OrderSection } from './order-section';

/** Spec 2 'Delivery Address': the address as it was when the order was placed. */
export function DeliveryAddress({ address }: { address: OrderAddress }) {
  return (
    <OrderSection title="Delivery Address">
      <address className="space-y-0.5 text-sm not-italic text-gray-700" data-testid="delivery-address">
        <p className="font-medium text-gray-900">{address.name}</p>
        <p>{address.address}</p>
        <p>
          {address.city}, {address.state} - {address.pincode}
        </p>
        {address.landmark && <p>Landmark: {address.landmark}</p>}
        <p>Phone: {address.phone}</p>
      </address>
    </OrderSection>
  );
}
