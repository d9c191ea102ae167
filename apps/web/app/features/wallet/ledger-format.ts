import type { WalletEntryKind } from '@shringar/contracts/wallet';

/** What each kind of ledger entry is called on the wallet page. */
export const ENTRY_TITLES: Record<WalletEntryKind, string> = {
  TOP_UP: 'Money added',
  ORDER_PAYMENT: 'Paid for order',
  ORDER_REFUND: 'Refund for order',
  CREDIT: 'Credit from Shringar',
  DEBIT: 'Debit by Shringar',
};

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** '22 Nov 2026, 4:05 pm' in India's time, whatever the browser's zone. */
export const formatEntryTime = (iso: string) => dateTime.format(new Date(iso));
