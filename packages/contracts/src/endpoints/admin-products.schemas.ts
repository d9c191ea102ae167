import { csvFileSchema, productCsvImportAnswer, productCsvImportBody } from '../admin-product-csv.ts';
import {
  adminProductPage,
  adminProductQuery,
  adminProductView,
  productIdParams,
  productInput,
  productStatusBody,
} from '../admin-products.ts';
import { schemaTable } from '../endpoint.ts';
import { adminProductEndpoints } from './admin-products.ts';

export const adminProductSchemas = schemaTable(adminProductEndpoints, {
  adminListProducts: { query: adminProductQuery, response: adminProductPage },
  adminGetProduct: { params: productIdParams, response: adminProductView },
  adminCreateProduct: { body: productInput, response: adminProductView },
  adminUpdateProduct: { params: productIdParams, body: productInput, response: adminProductView },
  adminSetProductStatus: { params: productIdParams, body: productStatusBody, response: adminProductView },
  adminExportProducts: { response: csvFileSchema },
  adminImportProducts: { body: productCsvImportBody, response: productCsvImportAnswer },
});
