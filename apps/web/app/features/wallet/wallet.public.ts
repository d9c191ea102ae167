/** The wallet feature's face: the /wallet page. */
export { WalletPage } from './wallet-page';
export { messages as walletMessages } from './messages';
