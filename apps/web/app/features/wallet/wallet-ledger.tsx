import { storePaths } from '@shringar/contracts/store-paths';
import type { WalletTransaction } from '@shringar/contracts/wallet';
import { ArrowDownLeft, ArrowUpRight, ReceiptIndianRupee } from 'lucide-react';
import { LocaleLink, useFormat, useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import { EmptyState } from '~/ui/empty-state';
import { ErrorState } from '~/ui/error-state';
import { Skeleton } from '~/ui/skeleton';
import { useWalletLedger } from './api/wallet-queries';
import { ENTRY_TIME } from './ledger-format';
import { messages } from './messages';

/** The ledger, newest first, a page at a time: what each entry was, when, its order, the amount and the balance after. */
export function WalletLedger({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const ledger = useWalletLedger(page);
  const t = useMessages(messages);
  return (
    <section aria-labelledby="wallet-ledger-title" className="flex flex-col gap-3">
      <h2 id="wallet-ledger-title" className="text-lg font-semibold text-gray-900">
        {t.transactions}
      </h2>
      {ledger.isPending ? (
        <LedgerSkeleton label={t.loadingTransactions} />
      ) : ledger.isError ? (
        <ErrorState title={t.ledgerFailed} message={ledger.error.message} onRetry={() => void ledger.refetch()} />
      ) : ledger.data.items.length === 0 ? (
        <EmptyState
          icon={<ReceiptIndianRupee aria-hidden="true" className="size-10" />}
          title={t.noTransactions}
          message={t.noTransactionsMessage}
        />
      ) : (
        <>
          <ul
            className="divide-y divide-gray-100 rounded-2xl border border-gray-200"
            aria-busy={ledger.isPlaceholderData}
          >
            {ledger.data.items.map((entry) => (
              <LedgerEntry key={entry.id} entry={entry} />
            ))}
          </ul>
          {ledger.data.pagination.totalPages > 1 && (
            <nav aria-label={t.transactionPages} className="flex items-center justify-between gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={!ledger.data.pagination.hasPreviousPage || ledger.isPlaceholderData}
                onClick={() => onPage(page - 1)}
              >
                {t.previous}
              </Button>
              <p className="text-sm text-gray-700" aria-live="polite">
                {t.pageOf(ledger.data.pagination.currentPage, ledger.data.pagination.totalPages)}
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={!ledger.data.pagination.hasNextPage || ledger.isPlaceholderData}
                onClick={() => onPage(page + 1)}
              >
                {t.next}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function LedgerEntry({ entry }: { entry: WalletTransaction }) {
  const t = useMessages(messages);
  const f = useFormat();
  const credit = entry.type === 'CREDIT';
  const Icon = credit ? ArrowDownLeft : ArrowUpRight;
  return (
    <li className="flex items-start gap-3 p-4" data-testid="wallet-entry">
      <span
        aria-hidden="true"
        className={`mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full ${credit ? 'bg-green-50 text-green-700' : 'bg-brand-50 text-brand-700'}`}
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-gray-900">
          {t.entryTitles[entry.kind]}
          {entry.orderId && (
            <>
              {' '}
              <LocaleLink
                to={storePaths.orderDetails(entry.orderId)}
                className="text-brand-700 underline hover:text-brand-800"
              >
                {entry.orderId}
              </LocaleLink>
            </>
          )}
        </p>
        <p className="text-sm text-gray-600">
          <time dateTime={entry.created_at}>{f.date(entry.created_at, ENTRY_TIME)}</time>
        </p>
        {entry.reason && entry.kind !== 'TOP_UP' && !entry.orderId && (
          <p className="text-sm text-gray-700">{entry.reason}</p>
        )}
      </div>
      <div className="text-right">
        <p className={`font-semibold ${credit ? 'text-green-700' : 'text-gray-900'}`}>
          <span className="sr-only">{credit ? t.credit : t.debit} </span>
          <span aria-hidden="true">{credit ? '+' : '−'}</span>
          {f.price(entry.amount)}
        </p>
        <p className="text-xs text-gray-600">{t.balance(f.price(entry.balanceAfter))}</p>
      </div>
    </li>
  );
}

function LedgerSkeleton({ label }: { label: string }) {
  return (
    <ul className="flex flex-col gap-2" aria-busy="true" aria-label={label}>
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="flex items-center gap-3 rounded-2xl border border-gray-200 p-4">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-5 w-16" />
        </li>
      ))}
    </ul>
  );
}
