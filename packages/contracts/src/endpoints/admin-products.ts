import {
  csvBatchParams,
  csvFileSchema,
  productCsvApplyBody,
  productCsvBatch,
  productCsvBatchList,
  productCsvPreview,
} from '../admin-product-csv.ts';
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

export const adminPreviewProductImport = defineEndpoint({
  ...base,
  operationId: 'adminPreviewProductImport',
  method: 'POST',
  path: '/admin/products/import/preview',
  summary: 'Operator: upload a products CSV (text/csv body, the export format) and see what Apply would do',
  description:
    'The file is read as it arrives (at most 5 MB and 5000 records). Each record (numbered 1..n after the header; a quoted cell with line breaks stays one record) is answered as created, updated (each changed column, stored value and new), unchanged or refused (the column and why). Nothing is written to the catalogue: the preview is kept for an hour under its previewId for Apply. A blank or missing optional column keeps the stored value. A record whose SKU belongs to another product than the one its slug (or product_id) names is refused, as is a SKU that appears twice in the file.',
  consumes: ['text/csv'],
  errors: [400, ...guard.errors, 413],
  errorCodes: [...guard.errorCodes, 'CSV_INVALID'],
  schemas: { response: productCsvPreview },
});

export const adminApplyProductImport = defineEndpoint({
  ...base,
  operationId: 'adminApplyProductImport',
  method: 'POST',
  path: '/admin/products/import/apply',
  summary: 'Operator: apply a preview exactly as it was shown, in one transaction; answers the import batch',
  description:
    'Refused (409 IMPORT_STALE, nothing written) when a product or variant the preview touches changed since the preview (its record version, or its stock ledger), or a new slug or SKU was taken meanwhile: preview again. Stock counts are written as import movements of the stock ledger. A preview applies once.',
  errors: [400, ...guard.errors, 404, 409],
  errorCodes: [...guard.errorCodes, 'CSV_PREVIEW_NOT_FOUND', 'IMPORT_STALE'],
  schemas: { body: productCsvApplyBody, response: productCsvBatch },
});

export const adminListProductImports = defineEndpoint({
  ...base,
  operationId: 'adminListProductImports',
  method: 'GET',
  path: '/admin/products/imports',
  summary: 'Operator: the applied CSV imports, newest first (the last 50), with who, when, counts and undo state',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { response: productCsvBatchList },
});

export const adminUndoProductImport = defineEndpoint({
  ...base,
  operationId: 'adminUndoProductImport',
  method: 'POST',
  path: '/admin/products/imports/{id}/undo',
  summary: 'Operator: undo an applied import: every touched product back to its before-image, stock by ledger',
  description:
    'Products the import created are removed; variants it added are removed; the others get their stored fields back, and stock moves back through compensating import movements. Refused (409 IMPORT_UNDO_REFUSED, nothing written) when anything newer touched those rows: an edit, an order, a stock adjustment or a later import.',
  errors: [400, ...guard.errors, 404, 409],
  errorCodes: [...guard.errorCodes, 'CSV_BATCH_NOT_FOUND', 'IMPORT_UNDO_REFUSED'],
  schemas: { params: csvBatchParams, response: productCsvBatch },
});

export const adminProductEndpoints = {
  adminListProducts,
  adminGetProduct,
  adminCreateProduct,
  adminUpdateProduct,
  adminSetProductStatus,
  adminExportProducts,
  adminPreviewProductImport,
  adminApplyProductImport,
  adminListProductImports,
  adminUndoProductImport,
};
