import type { Address } from '@shringar/contracts/address';
import type { PriceBreakdown } from '@shringar/contracts/pricing';
import { useState } from 'react';
import { useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import { DeliveryAddress } from './delivery-address';
import type { CheckoutTextsFor } from './checkout-wording';
import { messages } from './messages';
import { PriceDetails } from './price-details';

/**
 * Step 1, 'Review Order': the address (or the notice), the price details, and 'Continue to Payment', which
 * needs an address (used without one it says so) and an order that meets the minimum.
 */
export function ReviewStep({
  address,
  price,
  texts,
  onContinue,
}: {
  address: Address | null;
  price: PriceBreakdown;
  texts: CheckoutTextsFor;
  onContinue: () => void;
}) {
  const t = useMessages(messages);
  const [message, setMessage] = useState('');
  const belowMinimum = price.problem?.code === 'MINIMUM_ORDER_NOT_MET';
  const blocked = !address || belowMinimum;
  return (
    <div className="grid gap-4">
      <DeliveryAddress address={address} />
      <PriceDetails price={price} texts={texts} />
      {belowMinimum && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="minimum-order">
          {texts.problem(price.problem!)}
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
            setMessage(t.selectAddress);
            return;
          }
          if (!belowMinimum) onContinue();
        }}
      >
        {t.continueToPayment}
      </Button>
    </div>
  );
}
