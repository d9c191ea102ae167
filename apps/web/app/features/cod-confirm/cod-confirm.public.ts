/* What routes may use of the COD confirmation feature: the page a signed confirmation link opens. */
export { CodConfirmPage } from './cod-confirm-page';
export { messages as codConfirmMessages } from './messages';
