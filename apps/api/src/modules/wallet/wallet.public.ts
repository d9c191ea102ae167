/* What other modules may use of the wallet: the ledger append, the only way a balance changes. */
export { appendWalletEntry, type WalletEntry } from './wallet-ledger.ts';
