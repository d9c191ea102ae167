import {
  customerCodBody,
  customerCodStanding,
  customerIdParams,
  customerPage,
  customerSearchQuery,
  customerView,
  walletAdjustmentAnswer,
  walletAdjustmentBody,
  walletLedgerPage,
  walletLedgerQuery,
} from '../admin-customers.ts';
import { defineEndpoint } from '../endpoint.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/** The console's customers (operator API). */

const tags = ['admin'] as const;

export const adminSearchCustomers = defineEndpoint({
  operationId: 'adminSearchCustomers',
  method: 'GET',
  path: '/admin/customers',
  access: 'operator',
  permission: 'customers.read',
  tags,
  summary: 'Operator: find shoppers by phone number, name or e-mail',
  description:
    '`q` of digits matches any part of the phone number; other text the start of a word of the name, or the e-mail.',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { query: customerSearchQuery, response: customerPage },
});

export const adminGetCustomer = defineEndpoint({
  operationId: 'adminGetCustomer',
  method: 'GET',
  path: '/admin/customers/{id}',
  access: 'operator',
  permission: 'customers.read',
  tags,
  summary: 'Operator: a shopper with their addresses, latest orders and wallet balance',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'USER_NOT_FOUND'],
  schemas: { params: customerIdParams, response: customerView },
});

export const adminListWalletLedger = defineEndpoint({
  operationId: 'adminListWalletLedger',
  method: 'GET',
  path: '/admin/customers/{id}/wallet',
  access: 'operator',
  permission: 'customers.read',
  tags,
  summary: "Operator: a shopper's wallet balance and ledger, newest entry first",
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'USER_NOT_FOUND'],
  schemas: { params: customerIdParams, query: walletLedgerQuery, response: walletLedgerPage },
});

export const adminAdjustWallet = defineEndpoint({
  operationId: 'adminAdjustWallet',
  method: 'POST',
  path: '/admin/customers/{id}/wallet',
  access: 'operator',
  permission: 'customers.wallet',
  tags,
  summary: "Operator: credit or debit a shopper's wallet with a reason, through the ledger",
  description:
    'A debit never takes the balance below 0, also when several run at once (409 INSUFFICIENT_WALLET_BALANCE). Send an Idempotency-Key header to make a retried adjustment apply once.',
  errors: [400, ...guard.errors, 404, 409],
  errorCodes: [...guard.errorCodes, 'USER_NOT_FOUND', 'INSUFFICIENT_WALLET_BALANCE'],
  schemas: { params: customerIdParams, body: walletAdjustmentBody, response: walletAdjustmentAnswer },
});

export const adminSetCustomerCod = defineEndpoint({
  operationId: 'adminSetCustomerCod',
  method: 'PUT',
  path: '/admin/customers/{id}/cod',
  access: 'operator',
  permission: 'customers.wallet',
  tags,
  summary: "Operator: switch a shopper's cash on delivery on or off",
  description:
    'A shopper whose COD parcels came back undelivered as often as the store allows (settings codRefusalLimit) has COD switched off; staff may switch it back on (or off). The count of refused deliveries stays.',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'USER_NOT_FOUND'],
  schemas: { params: customerIdParams, body: customerCodBody, response: customerCodStanding },
});

export const adminCustomerEndpoints = {
  adminSetCustomerCod,
  adminSearchCustomers,
  adminGetCustomer,
  adminListWalletLedger,
  adminAdjustWallet,
};
