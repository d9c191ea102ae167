import { verifyWalletAnswer, verifyWalletBody } from '../payments.ts';
import {
  pagedWalletTransactionsSchema,
  walletBalanceSchema,
  walletDepositQuerySchema,
  walletInitBodySchema,
  walletTopupAnswerSchema,
  walletTransactionsQuery,
} from '../wallet.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The shopper's wallet: balance, ledger, top-ups. Money is rupees. */

const tags = ['wallet'] as const;

export const getWalletBalance = defineEndpoint({
  operationId: 'getWalletBalance',
  method: 'GET',
  path: '/wallet/balance',
  access: 'shopper',
  tags,
  summary: 'Wallet balance in rupees',
  errors: [401],
  schemas: { response: walletBalanceSchema },
});

export const listWalletTransactions = defineEndpoint({
  operationId: 'listWalletTransactions',
  method: 'GET',
  path: '/wallet/transactions',
  access: 'shopper',
  tags,
  summary: 'Wallet ledger entries, newest first',
  errors: [400, 401],
  schemas: { query: walletTransactionsQuery, response: pagedWalletTransactionsSchema },
});

export const startWalletTopUp = defineEndpoint({
  operationId: 'startWalletTopUp',
  method: 'POST',
  path: '/wallet/init',
  access: 'shopper',
  tags,
  summary: 'Start a wallet top-up of ₹1 to ₹50,000: creates the provider order to pay',
  errors: [400, 401],
  errorCodes: ['TOPUP_OUTSIDE_STORE_LIMITS'],
  schemas: { body: walletInitBodySchema, response: walletTopupAnswerSchema },
});

export const startWalletDeposit = defineEndpoint({
  operationId: 'startWalletDeposit',
  method: 'POST',
  path: '/wallet',
  access: 'shopper',
  tags,
  summary: 'Start a wallet top-up with the amount in the query (?deposit=N rupees), as /wallet/init',
  errors: [400, 401],
  errorCodes: ['TOPUP_OUTSIDE_STORE_LIMITS'],
  schemas: { query: walletDepositQuerySchema, response: walletTopupAnswerSchema },
});

export const verifyWalletTopUp = defineEndpoint({
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
  schemas: { body: verifyWalletBody, response: verifyWalletAnswer },
});

export const walletEndpoints = {
  getWalletBalance,
  listWalletTransactions,
  startWalletTopUp,
  startWalletDeposit,
  verifyWalletTopUp,
};
