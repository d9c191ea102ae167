import {
  stockAdjustmentAnswer,
  stockAdjustmentBody,
  stockHistoryPage,
  stockHistoryQuery,
  variantIdParams,
} from '../admin-stock.ts';
import { defineEndpoint } from '../endpoint.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/** A variant's stock ledger in the console (permission catalogue.manage). */

const base = { access: 'operator', permission: 'catalogue.manage', tags: ['admin'] } as const;

export const adminStockHistory = defineEndpoint({
  ...base,
  operationId: 'adminStockHistory',
  method: 'GET',
  path: '/admin/variants/{id}/stock',
  summary: "Operator: a variant's stock and its movements, newest first",
  description:
    'Every change to the stock is a movement (order placed, order released, reinstated, return restocked, adjustment, CSV import); the stock is their sum.',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'VARIANT_NOT_FOUND'],
  schemas: { params: variantIdParams, query: stockHistoryQuery, response: stockHistoryPage },
});

export const adminAdjustStock = defineEndpoint({
  ...base,
  operationId: 'adminAdjustStock',
  method: 'POST',
  path: '/admin/variants/{id}/stock',
  summary: "Operator: add or take units of a variant's stock, with a reason",
  description:
    'The change is a delta (+5 received from supplier, -1 damaged), applied to the stock as it is now, so an order placed meanwhile is never undone. Taking more units than are in stock is refused with 409 STOCK_TOO_LOW.',
  errors: [400, ...guard.errors, 404, 409],
  errorCodes: [...guard.errorCodes, 'VARIANT_NOT_FOUND', 'STOCK_TOO_LOW'],
  schemas: { params: variantIdParams, body: stockAdjustmentBody, response: stockAdjustmentAnswer },
});

export const adminStockEndpoints = { adminStockHistory, adminAdjustStock };
