/** The about feature's face. */
export { AboutPage } from './about-page';
