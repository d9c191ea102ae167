import type { WalletLedgerRow } from '@shringar/contracts/admin-customers';
import { formatRupees } from '@shringar/contracts/money';
import { Link } from 'react-router';
import { adminPaths } from '../kit/admin-paths';
import { formatAdminTime } from '../kit/format-time';

const th = 'px-3 py-2 font-semibold text-gray-800';

/** The wallet's ledger, newest entry first: every change of the balance with its reason. */
export function WalletLedgerTable({ rows }: { rows: WalletLedgerRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-gray-700">No wallet entries yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Wallet ledger</caption>
        <thead className="border-b border-gray-200 bg-gray-50">
          <tr>
            <th scope="col" className={th}>
              When
            </th>
            <th scope="col" className={th}>
              Reason
            </th>
            <th scope="col" className={`${th} text-right`}>
              Amount
            </th>
            <th scope="col" className={`${th} text-right`}>
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.id} className="border-b border-gray-100 last:border-0">
              <td className="px-3 py-2 whitespace-nowrap text-gray-800">{formatAdminTime(e.createdAt)}</td>
              <td className="px-3 py-2 text-gray-800">
                {e.reason}
                {e.orderId && (
                  <Link
                    to={adminPaths.order(e.orderId)}
                    className="ml-1 font-mono text-brand-700 hover:underline"
                    aria-label={`Order ${e.orderId}`}
                  >
                    {e.orderId}
                  </Link>
                )}
              </td>
              <td
                className={`px-3 py-2 text-right whitespace-nowrap ${e.type === 'CREDIT' ? 'text-green-800' : 'text-red-800'}`}
              >
                {e.type === 'CREDIT' ? '+ ' : '− '}
                {formatRupees(e.amount)}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap text-gray-900">{formatRupees(e.balanceAfter)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
