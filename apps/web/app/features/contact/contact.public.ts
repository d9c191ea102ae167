/** The contact feature's face. */
export { CONTACT_SUPPORT_HOURS, ContactPage } from './contact-page';
