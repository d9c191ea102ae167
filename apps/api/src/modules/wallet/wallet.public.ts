/*
 * What other modules may use of the wallet: the ledger append, the only way a balance changes, and marking a
 * top-up paid when its payment is captured.
 */
export { markTopupPaid } from './topup-paid.ts';
export { appendWalletEntry, type WalletEntry } from './wallet-ledger.ts';
