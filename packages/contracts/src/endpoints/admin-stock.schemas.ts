import {
  stockAdjustmentAnswer,
  stockAdjustmentBody,
  stockHistoryPage,
  stockHistoryQuery,
  variantIdParams,
} from '../admin-stock.ts';
import { schemaTable } from '../endpoint.ts';
import { adminStockEndpoints } from './admin-stock.ts';

export const adminStockSchemas = schemaTable(adminStockEndpoints, {
  adminStockHistory: { params: variantIdParams, query: stockHistoryQuery, response: stockHistoryPage },
  adminAdjustStock: { params: variantIdParams, body: stockAdjustmentBody, response: stockAdjustmentAnswer },
});
