import type { AdminOrderView } from '@shringar/contracts/admin';

/**
 * An order's delivery address as staff read it: name, street, landmark, 'City, State PIN', phone. The order page
 * and the packing slip show it alike; the slip sets the PIN in bold for the courier's sorting.
 */
export function OrderAddress({
  address,
  className,
  boldPincode = false,
}: {
  address: AdminOrderView['order']['address'];
  className: string;
  boldPincode?: boolean;
}) {
  return (
    <address className={className}>
      {address.name}
      <br />
      {address.address}
      {address.landmark && (
        <>
          <br />
          {address.landmark}
        </>
      )}
      <br />
      {address.city}, {address.state}{' '}
      {boldPincode ? (
        <>
          – <strong>{address.pincode}</strong>
        </>
      ) : (
        address.pincode
      )}
      <br />
      Phone {address.phone}
    </address>
  );
}
