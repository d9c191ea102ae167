/** The contact feature's face. */
export { ContactPage } from './contact-page';
export { messages as contactMessages } from './messages';
