/** The FAQs feature's face: the Help page and its query (the store route prefetches it on the server). */
export { faqsQueryOptions } from './api/faqs';
export { FaqsPage } from './faqs-page';
export { messages as faqsMessages } from './messages';
