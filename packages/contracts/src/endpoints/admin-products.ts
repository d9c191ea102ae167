import type { csvFileSchema, productCsvImportAnswer, productCsvImportBody } from '../admin-product-csv.ts';
import type {
  adminProductPage,
  adminProductQuery,
  adminProductRead,
  productIdParams,
  productInput,
  productStatusBody,
} from '../admin-products.ts';

import { defineEndpoint } from '../endpoint.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/** The console's products and variants (permission catalogue.manage). Schemas: ./admin-products.schemas.ts. */

const base = { access: 'operator', permission: 'catalogue.manage', tags: ['admin'] } as const;

export const adminListProducts = defineEndpoint<{
  query: typeof adminProductQuery;
  response: typeof adminProductPage;
}>()({
  ...base,
  operationId: 'adminListProducts',
  method: 'GET',
  path: '/admin/products',
  summary: 'Operator: products with search (name, slug or SKU), category, brand and status filters, sorting and paging',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
});

export const adminGetProduct = defineEndpoint<{ params: typeof productIdParams; response: typeof adminProductRead }>()({
  ...base,
  operationId: 'adminGetProduct',
  method: 'GET',
  path: '/admin/products/{id}',
  summary: 'Operator: a product with every variant, for the edit form',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'PRODUCT_NOT_FOUND'],
});

export const adminCreateProduct = defineEndpoint<{ body: typeof productInput; response: typeof adminProductRead }>()({
  ...base,
  operationId: 'adminCreateProduct',
  method: 'POST',
  path: '/admin/products',
  summary: 'Operator: create a product with its variants (the description is sanitised on save)',
  errors: [400, ...guard.errors, 409],
  errorCodes: [...guard.errorCodes, 'SKU_TAKEN'],
});

export const adminUpdateProduct = defineEndpoint<{
  params: typeof productIdParams;
  body: typeof productInput;
  response: typeof adminProductRead;
}>()({
  ...base,
  operationId: 'adminUpdateProduct',
  method: 'PUT',
  path: '/admin/products/{id}',
  summary: 'Operator: save a product and its variants (variants without an id are added)',
  description:
    'Every saved variant must be sent: a variant cannot be removed, since orders and carts refer to it (adjust its stock to 0). A saved variant’s stock is not written: it moves only through the stock ledger (POST /admin/variants/{id}/stock); a new variant’s is its opening stock. The description is sanitised on save.',
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [...guard.errorCodes, 'PRODUCT_NOT_FOUND', 'SKU_TAKEN', 'STALE_WRITE', 'VERSION_REQUIRED'],
});

export const adminSetProductStatus = defineEndpoint<{
  params: typeof productIdParams;
  body: typeof productStatusBody;
  response: typeof adminProductRead;
}>()({
  ...base,
  operationId: 'adminSetProductStatus',
  method: 'POST',
  path: '/admin/products/{id}/status',
  summary: 'Operator: archive (isActive false) or unarchive a product; archived products leave the storefront',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'PRODUCT_NOT_FOUND'],
});

export const adminExportProducts = defineEndpoint<{ response: typeof csvFileSchema }>()({
  ...base,
  operationId: 'adminExportProducts',
  method: 'GET',
  path: '/admin/products/export',
  summary: 'Operator: every product and variant as CSV (one row per variant)',
  produces: 'text/csv',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
});

export const adminImportProducts = defineEndpoint<{
  body: typeof productCsvImportBody;
  response: typeof productCsvImportAnswer;
}>()({
  ...base,
  operationId: 'adminImportProducts',
  method: 'POST',
  path: '/admin/products/import',
  summary: 'Operator: import products and variants from CSV (the export format), row by row',
  description:
    'Each row is checked by the edit form’s rules and applied in a transaction of its own: a row with a SKU that exists updates that variant and its product; otherwise the variant is added to the product named by product_id or slug, or a new product is made. Refused rows are reported with their line, column and reason; the good rows are applied.',
  errors: [400, ...guard.errors, 413],
  errorCodes: guard.errorCodes,
});

export const adminProductEndpoints = {
  adminListProducts,
  adminGetProduct,
  adminCreateProduct,
  adminUpdateProduct,
  adminSetProductStatus,
  adminExportProducts,
  adminImportProducts,
};
