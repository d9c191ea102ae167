import { csvFileSchema, productCsvImportAnswer, productCsvImportBody } from '../admin-product-csv.ts';
import {
  adminProductPage,
  adminProductQuery,
  adminProductRead,
  productIdParams,
  productInput,
  productStatusBody,
} from '../admin-products.ts';
import { defineEndpoint } from '../endpoint.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/** The console's products and variants (permission catalogue.manage). */

const base = { access: 'operator', permission: 'catalogue.manage', tags: ['admin'] } as const;

export const adminListProducts = defineEndpoint({
  ...base,
  operationId: 'adminListProducts',
  method: 'GET',
  path: '/admin/products',
  summary: 'Operator: products with search (name, slug or SKU), category, brand and status filters, sorting and paging',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { query: adminProductQuery, response: adminProductPage },
});

export const adminGetProduct = defineEndpoint({
  ...base,
  operationId: 'adminGetProduct',
  method: 'GET',
  path: '/admin/products/{id}',
  summary: 'Operator: a product with every variant, for the edit form',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'PRODUCT_NOT_FOUND'],
  schemas: { params: productIdParams, response: adminProductRead },
});

export const adminCreateProduct = defineEndpoint({
  ...base,
  operationId: 'adminCreateProduct',
  method: 'POST',
  path: '/admin/products',
  summary: 'Operator: create a product with its variants (the description is sanitised on save)',
  errors: [400, ...guard.errors, 409],
  errorCodes: [...guard.errorCodes, 'SKU_TAKEN'],
  schemas: { body: productInput, response: adminProductRead },
});

export const adminUpdateProduct = defineEndpoint({
  ...base,
  operationId: 'adminUpdateProduct',
  method: 'PUT',
  path: '/admin/products/{id}',
  summary: 'Operator: save a product and its variants (variants without an id are added)',
  description:
    'Every saved variant must be sent: a variant cannot be removed, since orders and carts refer to it (adjust its stock to 0). A saved variant’s stock is not written: it moves only through the stock ledger (POST /admin/variants/{id}/stock); a new variant’s is its opening stock. The description is sanitised on save.',
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [...guard.errorCodes, 'PRODUCT_NOT_FOUND', 'SKU_TAKEN', 'STALE_WRITE', 'VERSION_REQUIRED'],
  schemas: { params: productIdParams, body: productInput, response: adminProductRead },
});

export const adminSetProductStatus = defineEndpoint({
  ...base,
  operationId: 'adminSetProductStatus',
  method: 'POST',
  path: '/admin/products/{id}/status',
  summary: 'Operator: archive (isActive false) or unarchive a product; archived products leave the storefront',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'PRODUCT_NOT_FOUND'],
  schemas: { params: productIdParams, body: productStatusBody, response: adminProductRead },
});

export const adminExportProducts = defineEndpoint({
  ...base,
  operationId: 'adminExportProducts',
  method: 'GET',
  path: '/admin/products/export',
  summary: 'Operator: every product and variant as CSV (one row per variant)',
  produces: 'text/csv',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { response: csvFileSchema },
});

export const adminImportProducts = defineEndpoint({
  ...base,
  operationId: 'adminImportProducts',
  method: 'POST',
  path: '/admin/products/import',
  summary: 'Operator: import products and variants from CSV (the export format), row by row',
  description:
    'Each row is checked by the edit form’s rules and applied in a transaction of its own: a row with a SKU that exists updates that variant and its product; otherwise the variant is added to the product named by product_id or slug, or a new product is made. Refused rows are reported with their line, column and reason; the good rows are applied.',
  errors: [400, ...guard.errors, 413],
  errorCodes: guard.errorCodes,
  schemas: { body: productCsvImportBody, response: productCsvImportAnswer },
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
