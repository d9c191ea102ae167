import type { Address } from '@shringar/contracts/address';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

type Postal = Pick<Address, 'name' | 'address' | 'city' | 'state' | 'pincode' | 'landmark' | 'phone'>;

/**
 * A delivery address as the shopper reads it on a label: name, street, 'City, State - PIN', landmark, phone.
 * Checkout's saved address and an order's address have these fields alike, so both screens show it here.
 */
export function PostalAddress({
  address,
  className,
  nameClassName,
  testId,
}: {
  address: Postal;
  /** Spacing and colour of the block; each screen sets its own. */
  className: string;
  nameClassName: string;
  testId: string;
}) {
  const t = useMessages(messages);
  return (
    <address className={className} data-testid={testId}>
      <p className={nameClassName}>{address.name}</p>
      <p>{address.address}</p>
      <p>
        {address.city}, {address.state} - {address.pincode}
      </p>
      {address.landmark && (
        <p>
          {t.landmark} {address.landmark}
        </p>
      )}
      <p>
        {t.phone} {address.phone}
      </p>
    </address>
  );
}
