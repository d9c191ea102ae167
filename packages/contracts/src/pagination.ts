import { z } from 'zod';

export const MAX_ITEMS_PER_PAGE = 100;
export const DEFAULT_ITEMS_PER_PAGE = 10;
export const SEARCH_ITEMS_PER_PAGE = 20;

/**
 * Strict whole numbers from a query string: '2' is fine, '2.5', '-1', 'abc' and '' are 400s that name the field.
 * The API description calls it an integer (a query string carries it as text either way), so a generated client
 * takes a number.
 */
export const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `${field} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${field} must be at least ${min}`).max(max, `${field} must be at most ${max}`))
    .meta({ type: 'integer', minimum: min, maximum: max, pattern: undefined });

export function paginationQuery(defaultItemsPerPage = DEFAULT_ITEMS_PER_PAGE) {
  return z.object({
    page: wholeNumber('page', 1, 1_000_000).default(1),
    itemsPerPage: wholeNumber('itemsPerPage', 1, MAX_ITEMS_PER_PAGE).default(defaultItemsPerPage),
  });
}

/**
 * The paging parameters of a list the spec answers as a plain array (orders, notifications): given either, the
 * answer is a page ({ items, pagination }); given neither, the spec's array.
 */
export const optionalPaginationQuery = z.object({
  page: wholeNumber('page', 1, 1_000_000).optional(),
  itemsPerPage: wholeNumber('itemsPerPage', 1, MAX_ITEMS_PER_PAGE).optional(),
});

export const paginationSchema = z.object({
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function pagination(totalItems: number, currentPage: number, itemsPerPage: number): Pagination {
  const totalPages = Math.ceil(totalItems / itemsPerPage);
  return {
    totalItems,
    totalPages,
    currentPage,
    hasNextPage: currentPage < totalPages,
    hasPreviousPage: currentPage > 1,
  };
}

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), pagination: paginationSchema });
