import { schemaTable } from '../endpoint.ts';
import { verifyWalletAnswer, verifyWalletBody } from '../payments.ts';
import {
  pagedWalletTransactionsSchema,
  walletBalanceSchema,
  walletDepositQuerySchema,
  walletInitBodySchema,
  walletTopupAnswerSchema,
  walletTransactionsQuery,
} from '../wallet.ts';
import { walletEndpoints } from './wallet.ts';

export const walletSchemas = schemaTable(walletEndpoints, {
  getWalletBalance: { response: walletBalanceSchema },
  listWalletTransactions: { query: walletTransactionsQuery, response: pagedWalletTransactionsSchema },
  startWalletTopUp: { body: walletInitBodySchema, response: walletTopupAnswerSchema },
  startWalletDeposit: { query: walletDepositQuerySchema, response: walletTopupAnswerSchema },
  verifyWalletTopUp: { body: verifyWalletBody, response: verifyWalletAnswer },
});
