import { useQueryClient } from '@tanstack/react-query';
import { startWalletTopUp } from '@shringar/contracts/endpoints/wallet';
import { useCallback, useRef, useState } from 'react';
import { payWalletTopUp, type TopUpOutcome } from '~/features/payment/payment.public';
import { settingsQueryOptions } from '~/features/settings/settings.public';
import { callApi } from '~/lib/call-api';
import { walletKeys } from './wallet-queries';

export type AddMoneyResult = (TopUpOutcome & { amount: number }) | { kind: 'refused'; error: unknown; amount: number };

/**
 * Add money: the server starts a top-up (its limits apply), the payment window takes the money, the server
 * verifies and credits the wallet. One attempt at a time; the wallet's queries refresh afterwards whatever
 * happened (a webhook may have credited it meanwhile).
 */
export function useAddMoney() {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [isAdding, setIsAdding] = useState(false);
  const [result, setResult] = useState<AddMoneyResult | null>(null);

  const addMoney = useCallback(
    async (amount: number) => {
      if (running.current) return;
      running.current = true;
      setIsAdding(true);
      setResult(null);
      try {
        const settings = await queryClient.fetchQuery(settingsQueryOptions());
        const topUp = await callApi(startWalletTopUp, { body: { amount } });
        setResult({ ...(await payWalletTopUp(topUp, settings)), amount });
      } catch (err) {
        // Kept as the error: the page words it in its own language (useErrorMessage).
        setResult({ kind: 'refused', amount, error: err });
      } finally {
        await queryClient.invalidateQueries({ queryKey: walletKeys.all });
        running.current = false;
        setIsAdding(false);
      }
    },
    [queryClient],
  );

  return { addMoney, isAdding, result };
}
