/**
 * A server-rendered page that every visitor may be shown carries this response header: the store's route group
 * sets it, and the server's page cache keeps only pages that have it (and strips it before answering). Account
 * and operator pages never set it, so the cache never shares them.
 */
export const SHAREABLE_PAGE_HEADER = 'x-shringar-shareable-page';
