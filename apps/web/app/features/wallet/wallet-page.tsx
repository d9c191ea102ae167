import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { useFormat, useMessages } from '~/lib/i18n/i18n';
import { ErrorState } from '~/ui/error-state';
import { Skeleton } from '~/ui/skeleton';
import { AddMoneyForm } from './add-money-form';
import { useAddMoney } from './api/use-add-money';
import { useWalletBalance } from './api/wallet-queries';
import { TopUpOutcome } from './top-up-outcome';
import { messages } from './messages';
import { WalletLedger } from './wallet-ledger';

/** /wallet: the balance, adding money through the payment gateway, and the ledger. */
export function WalletPage() {
  const t = useMessages(messages);
  const f = useFormat();
  const balance = useWalletBalance();
  const { addMoney, isAdding, result } = useAddMoney();
  const [page, setPage] = useState(1);

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t.myWallet}</h1>
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <section
          aria-labelledby="wallet-balance-title"
          className="flex flex-col gap-2 rounded-2xl bg-brand-700 p-5 text-white"
        >
          <h2 id="wallet-balance-title" className="flex items-center gap-2 text-sm font-medium text-brand-50">
            <Wallet aria-hidden="true" className="size-4" />
            {t.walletBalance}
          </h2>
          {balance.isPending ? (
            <Skeleton className="h-10 w-32 bg-white/30" />
          ) : balance.isError ? (
            <ErrorState
              title={t.balanceFailed}
              message={balance.error.message}
              onRetry={() => void balance.refetch()}
            />
          ) : (
            <p className="text-4xl font-bold" data-testid="wallet-balance">
              {f.price(balance.data.walletAmount)}
            </p>
          )}
          <p className="text-sm text-brand-50">{t.useAtCheckout}</p>
        </section>
        <section aria-label={t.addMoneyToWallet} className="flex flex-col gap-3 rounded-2xl border border-gray-200 p-5">
          <AddMoneyForm
            isAdding={isAdding}
            onAdd={(amount) => {
              setPage(1);
              void addMoney(amount);
            }}
          />
          {result && <TopUpOutcome result={result} />}
        </section>
      </div>
      <WalletLedger page={page} onPage={setPage} />
    </main>
  );
}
