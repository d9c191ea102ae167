/** The wallet feature's face: the /wallet page. */
export { WalletPage } from './wallet-page';
