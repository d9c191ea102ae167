import { defineEndpoint } from '../endpoint.ts';
import type { verifyWalletAnswer, verifyWalletBody } from '../payments.ts';
import type {
  pagedWalletTransactionsSchema,
  walletBalanceSchema,
  walletDepositQuerySchema,
  walletInitBodySchema,
  walletTopupAnswerSchema,
  walletTransactionsQuery,
} from '../wallet.ts';

/** The shopper's wallet: balance, ledger, top-ups. Money is rupees. Schemas: ./wallet.schemas.ts. */

const tags = ['wallet'] as const;

export const getWalletBalance = defineEndpoint<{ response: typeof walletBalanceSchema }>()({
  operationId: 'getWalletBalance',
  method: 'GET',
  path: '/wallet/balance',
  access: 'shopper',
  tags,
  summary: 'Wallet balance in rupees',
  errors: [401],
});

export const listWalletTransactions = defineEndpoint<{
  query: typeof walletTransactionsQuery;
  response: typeof pagedWalletTransactionsSchema;
}>()({
  operationId: 'listWalletTransactions',
  method: 'GET',
  path: '/wallet/transactions',
  access: 'shopper',
  tags,
  summary: 'Wallet ledger entries, newest first',
  errors: [400, 401],
});

export const startWalletTopUp = defineEndpoint<{
  body: typeof walletInitBodySchema;
  response: typeof walletTopupAnswerSchema;
}>()({
  operationId: 'startWalletTopUp',
  method: 'POST',
  path: '/wallet/init',
  access: 'shopper',
  tags,
  summary: 'Start a wallet top-up of ₹1 to ₹50,000: creates the provider order to pay',
  errors: [400, 401],
});

export const startWalletDeposit = defineEndpoint<{
  query: typeof walletDepositQuerySchema;
  response: typeof walletTopupAnswerSchema;
}>()({
  operationId: 'startWalletDeposit',
  method: 'POST',
  path: '/wallet',
  access: 'shopper',
  tags,
  summary: 'Start a wallet top-up with the amount in the query (?deposit=N rupees), as /wallet/init',
  errors: [400, 401],
});

export const verifyWalletTopUp = defineEndpoint<{
  body: typeof verifyWalletBody;
  response: typeof verifyWalletAnswer;
}>()({
  operationId: 'verifyWalletTopUp',
  method: 'POST',
  path: '/wallet/verify',
  access: 'shopper',
  tags: ['wallet', 'payments'],
  summary: 'Verify a wallet top-up payment',
  description:
    'Same checks as /order/verify; a verified payment credits the wallet exactly once (ledger key topup:<id>). Answers the balance in rupees.',
  errors: [400, 401, 404, 409, 502],
  errorCodes: ['INVALID_SIGNATURE', 'PAYMENT_ORDER_MISMATCH', 'PAYMENT_AMOUNT_MISMATCH', 'PAYMENT_NOT_CAPTURED'],
});

export const walletEndpoints = {
  getWalletBalance,
  listWalletTransactions,
  startWalletTopUp,
  startWalletDeposit,
  verifyWalletTopUp,
};
