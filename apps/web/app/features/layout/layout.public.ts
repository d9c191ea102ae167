/** The layout feature's face: the store's frame (header, footer, WhatsApp button). */
export { SiteFooter } from './site-footer';
export { SiteHeader } from './site-header';
export { WhatsappButton } from './whatsapp-button';
export { StoreClosedBanner } from './store-closed-banner';
export { messages as frameMessages } from './messages';
export { freeShippingLine } from './promo-strip';
