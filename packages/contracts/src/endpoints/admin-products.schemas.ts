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
import { schemaTable } from '../endpoint.ts';
import { adminProductEndpoints } from './admin-products.ts';

export const adminProductSchemas = schemaTable(adminProductEndpoints, {
  adminListProducts: { query: adminProductQuery, response: adminProductPage },
  adminGetProduct: { params: productIdParams, response: adminProductRead },
  adminCreateProduct: { body: productInput, response: adminProductRead },
  adminUpdateProduct: { params: productIdParams, body: productInput, response: adminProductRead },
  adminSetProductStatus: { params: productIdParams, body: productStatusBody, response: adminProductRead },
  adminExportProducts: { response: csvFileSchema },
  adminPreviewProductImport: { response: productCsvPreview },
  adminApplyProductImport: { body: productCsvApplyBody, response: productCsvBatch },
  adminListProductImports: { response: productCsvBatchList },
  adminUndoProductImport: { params: csvBatchParams, response: productCsvBatch },
});
