import type { Address } from '@shringar/contracts/address';
import type { PriceBreakdown } from '@shringar/contracts/pricing';
import { useState } from 'react';
import { Button } from '~/ui/button';
import { DeliveryAddress } from './delivery-address';
import { PriceDetails } from './price-details';

export const NO_ADDRESS_MESSAGE = 'Please select a delivery address before proceeding to payment.';

/**
 * Step 1, 'Review Order': the address (or the notice), the price details, and 'Continue to Payment', which
 * needs an address (used without one it says so) and an order that meets the minimum.
 */
export function ReviewStep({
  address,
  price,
  onContinue,
}: {
  address: Address | null;
  price: PriceBreakdown;
  onContinue: () => void;
}) {
  const [message, setMessage] = useState('');
  const belowMinimum = price.problem?.code === 'MINIMUM_ORDER_NOT_MET';
  const blocked = !address || belowMinimum;
  return (
    <div className="grid gap-4">
      <DeliveryAddress address={address} />
      <PriceDetails price={price} />
      {belowMinimum && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="minimum-order">
          {price.problem!.message}
        </p>
      )}
      {message && !address && (
        <p role="alert" className="text-sm text-red-700" data-testid="address-required">
          {message}
        </p>
      )}
      <Button
        size="lg"
        className="w-full"
        aria-disabled={blocked}
        disabled={belowMinimum}
        data-testid="continue-to-payment"
        onClick={() => {
          if (!address) {
            setMessage(NO_ADDRESS_MESSAGE);
            return;
          }
          if (!belowMinimum) onContinue();
        }}
      >
        Continue to Payment
      </Button>
    </div>
  );
}
