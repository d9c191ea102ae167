import {
  customerIdParams,
  customerPage,
  customerSearchQuery,
  customerView,
  walletAdjustmentAnswer,
  walletAdjustmentBody,
  walletLedgerPage,
  walletLedgerQuery,
} from '../admin-customers.ts';
import { schemaTable } from '../endpoint.ts';
import { adminCustomerEndpoints } from './admin-customers.ts';

export const adminCustomerSchemas = schemaTable(adminCustomerEndpoints, {
  adminSearchCustomers: { query: customerSearchQuery, response: customerPage },
  adminGetCustomer: { params: customerIdParams, response: customerView },
  adminListWalletLedger: { params: customerIdParams, query: walletLedgerQuery, response: walletLedgerPage },
  adminAdjustWallet: { params: customerIdParams, body: walletAdjustmentBody, response: walletAdjustmentAnswer },
});
