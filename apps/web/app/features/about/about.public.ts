/** The about feature's face. */
export { AboutPage } from './about-page';
export { messages as aboutMessages } from './messages';
