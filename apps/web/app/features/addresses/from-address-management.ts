/**
 * Spec 2: choosing an address on /address-management?from=checkout sets a session flag that the shopper came
 * from address management, then returns to /checkout. Checkout may read (and clear) it.
 */
export const FROM_ADDRESS_MANAGEMENT_KEY = 'fromAddressManagement';

export function markCameFromAddressManagement(): void {
  try {
    window.sessionStorage.setItem(FROM_ADDRESS_MANAGEMENT_KEY, 'true');
  } catch {
    // Storage blocked: checkout still shows the newly selected address from the server.
  }
}
