import { GST_SCHEDULE } from '@shringar/contracts/gst-rates';

/** The GST rates a product may carry and what each covers, folded under the product form's rate select. */
export function GstRateTable() {
  return (
    <details className="rounded-lg border border-gray-200 p-3 text-sm text-gray-800">
      <summary className="cursor-pointer font-medium text-brand-700">GST rates and what they cover</summary>
      <table className="mt-2 w-full border-collapse text-left">
        <caption className="sr-only">GST rates</caption>
        <thead>
          <tr className="border-b border-gray-200 text-gray-700">
            <th scope="col" className="w-16 py-1 pr-3 font-medium">
              Rate
            </th>
            <th scope="col" className="py-1 font-medium">
              Covers
            </th>
          </tr>
        </thead>
        <tbody>
          {GST_SCHEDULE.map((r) => (
            <tr key={r.rate} className="border-b border-gray-100 align-top last:border-b-0">
              <td className="py-1 pr-3 tabular-nums font-medium">{r.rate}%</td>
              <td className="py-1">{r.covers}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-gray-600">
        The schedule in force since 22 September 2025 (CBIC notification 9/2025-Central Tax (Rate)). Orders keep the
        rate they were placed at.
      </p>
    </details>
  );
}
