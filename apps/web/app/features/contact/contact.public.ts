/** The contact feature's face. */
export { ContactPage } from './contact-page';
