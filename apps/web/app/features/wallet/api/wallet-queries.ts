import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getWalletBalance, listWalletTransactions } from '@shringar/contracts/endpoints/wallet';
import { callApi } from '~/lib/call-api';

/** Ledger entries per page on the wallet page. */
export const LEDGER_PAGE_SIZE = 10;

/** Every wallet query sits under ['wallet'], which paying an order or topping up invalidates. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => ['wallet', 'balance'] as const,
  ledger: (page: number) => ['wallet', 'ledger', page] as const,
};

/** GET /wallet/balance: the balance in rupees, asked again on every visit (refunds arrive from elsewhere). */
export const useWalletBalance = () =>
  useQuery(
    queryOptions({
      queryKey: walletKeys.balance(),
      queryFn: ({ signal }) => callApi(getWalletBalance, {}, { signal }),
      staleTime: 0,
    }),
  );

/** GET /wallet/transactions: one page of the ledger, newest first; the previous page stays shown while the next loads. */
export const useWalletLedger = (page: number) =>
  useQuery({
    queryKey: walletKeys.ledger(page),
    queryFn: ({ signal }) =>
      callApi(listWalletTransactions, { query: { page, itemsPerPage: LEDGER_PAGE_SIZE } }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
