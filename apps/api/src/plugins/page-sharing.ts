import { SHAREABLE_PAGE_HEADER } from '@shringar/contracts/page-sharing';

/**
 * Pages that every shopper may share: only those the storefront's store group marks (its pages render
 * anonymously; the token lives in the browser). Account and operator pages never carry the mark.
 */
export function isShareable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.headers.get(SHAREABLE_PAGE_HEADER) === '1' &&
    (response.status === 200 || response.status === 404) &&
    !response.headers.has('set-cookie') &&
    !/private|no-store/.test(cacheControl)
  );
}

/** The mark is for this server alone: it never leaves in an answer. */
export const isInternalHeader = (key: string) => key.toLowerCase() === SHAREABLE_PAGE_HEADER;
