import { PRODUCT_CSV_COLUMNS, type ProductCsvImportAnswer } from '@shringar/contracts/admin-product-csv';
import { adminExportProducts, adminImportProducts } from '@shringar/contracts/endpoints/admin-products';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { API_PREFIX } from '~/lib/api-transport';
import { Button } from '~/ui/button';
import { adminCall, AdminError } from '../kit/api/admin-request';
import { adminPaths } from '../kit/admin-paths';

/** Import products from a CSV: the file is read here and sent as text; the server reports each refused row. */
export function ProductImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ProductCsvImportAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setReport(null);
    setProblem(null);
    if (!file) return setProblem('Please choose a CSV file');
    setBusy(true);
    try {
      setReport(await adminCall(adminImportProducts, { body: { csv: await file.text() } }));
    } catch (error) {
      setProblem(error instanceof AdminError ? error.message : 'The file could not be imported.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link to={adminPaths.products} className="text-sm text-brand-700 underline">
          All products
        </Link>
        <h1 className="text-2xl font-semibold text-gray-900">Import products</h1>
      </div>
      <section className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-800">
        <p>
          One row per variant, with the columns of the{' '}
          <a href={`${API_PREFIX}${adminExportProducts.path}`} download className="text-brand-700 underline">
            export
          </a>
          . A row whose SKU (or variant_id) exists updates that variant and its product; a new SKU is added to the
          product named by product_id or slug, or makes a new product. Each row is saved whole or not at all: refused
          rows are listed below with the reason, the others are applied.
        </p>
        <p className="font-mono text-xs break-words text-gray-700">{PRODUCT_CSV_COLUMNS.join(', ')}</p>
      </section>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-4">
        <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
          CSV file
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="text-sm text-gray-900 file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-2"
          />
        </label>
        <Button type="submit" disabled={busy}>
          {busy ? 'Importing…' : 'Import'}
        </Button>
      </form>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div aria-live="polite">
        {report && (
          <section className="flex flex-col gap-3" aria-labelledby="report-title">
            <h2 id="report-title" className="text-lg font-semibold text-gray-900">
              {report.created + report.updated} of {report.rows} rows applied · {report.refused.length} refused
            </h2>
            <p className="text-sm text-gray-700">
              {report.created} new, {report.updated} updated.
            </p>
            {report.refused.length > 0 && (
              <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Refused rows</caption>
                  <thead className="border-b border-gray-200 bg-gray-50">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-semibold text-gray-800">
                        Row
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold text-gray-800">
                        Column
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold text-gray-800">
                        Reason
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.refused.map((r, i) => (
                      <tr key={i} className="border-b border-gray-100 last:border-0" data-testid="refused-row">
                        <th scope="row" className="px-3 py-2 font-medium text-gray-900">
                          {r.row}
                        </th>
                        <td className="px-3 py-2 font-mono text-gray-800">{r.field}</td>
                        <td className="px-3 py-2 text-gray-800">{r.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
