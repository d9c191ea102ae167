import {
  PRODUCT_CSV_COLUMNS,
  type ProductCsvBatch,
  type ProductCsvPreview,
} from '@shringar/contracts/admin-product-csv';
import {
  adminApplyProductImport,
  adminExportProducts,
  adminListProductImports,
} from '@shringar/contracts/endpoints/admin-products';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { API_PREFIX } from '~/lib/api-transport';
import { Button } from '~/ui/button';
import { adminCall, AdminError } from '../kit/api/admin-request';
import { adminPaths } from '../kit/admin-paths';
import { CsvImportHistory } from './csv-import-history';
import { CsvPreviewTable } from './csv-preview-table';
import { uploadCsvForPreview, type UploadStage } from './csv-upload';

const message = (error: unknown, fallback: string) => (error instanceof AdminError ? error.message : fallback);

function UploadProgress({ stage }: { stage: UploadStage }) {
  if (stage.stage === 'checking')
    return (
      <div className="flex flex-col gap-1 text-sm text-gray-800">
        <label htmlFor="csv-progress">Checking the records…</label>
        <progress id="csv-progress" className="w-full" />
      </div>
    );
  const percent = Math.round((stage.sent / Math.max(stage.total, 1)) * 100);
  return (
    <div className="flex flex-col gap-1 text-sm text-gray-800">
      <label htmlFor="csv-progress">Uploading the file: {percent} %</label>
      <progress id="csv-progress" className="w-full" max={100} value={percent} />
    </div>
  );
}

/**
 * Import products from a CSV in two steps: the file is uploaded and checked (nothing saved) and the page shows
 * what each record would do; Apply writes exactly that. Each applied import can be undone below.
 */
export function ProductImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<UploadStage | null>(null);
  const [preview, setPreview] = useState<ProductCsvPreview | null>(null);
  const [applying, setApplying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [batches, setBatches] = useState<ProductCsvBatch[]>([]);

  const loadBatches = useCallback(async () => {
    try {
      setBatches((await adminCall(adminListProductImports)).batches);
    } catch (error) {
      setProblem(message(error, 'The applied imports could not be loaded.'));
    }
  }, []);
  useEffect(() => void loadBatches(), [loadBatches]);

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPreview(null);
    setProblem(null);
    setNotice(null);
    if (!file) return setProblem('Please choose a CSV file');
    setStage({ stage: 'sending', sent: 0, total: file.size });
    try {
      setPreview(await uploadCsvForPreview(file, setStage));
    } catch (error) {
      setProblem(message(error, 'The file could not be checked.'));
    } finally {
      setStage(null);
    }
  }

  async function apply() {
    if (!preview) return;
    setApplying(true);
    setProblem(null);
    try {
      const batch = await adminCall(adminApplyProductImport, { body: { previewId: preview.previewId } });
      setPreview(null);
      setNotice(
        `Import ${batch.batchId} applied: ${batch.created} new, ${batch.updated} updated, ${batch.refused} refused records left out.`,
      );
      await loadBatches();
    } catch (error) {
      setProblem(message(error, 'The import could not be applied.'));
    } finally {
      setApplying(false);
    }
  }

  const changing = preview ? preview.created + preview.updated : 0;
  return (
    <div className="flex min-w-0 flex-col gap-6">
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
          . First you see what the file would do, record by record; nothing is saved until you press Apply.
        </p>
        <p>
          A row whose SKU exists updates that variant and its product; a new SKU is added to the product named by
          product_id or slug, or makes a new product. A row whose SKU belongs to a different product than its slug names
          is refused, so a typo never rewrites another product.
        </p>
        <p className="font-medium text-gray-900">
          An empty or left-out column keeps what is stored: a blank description, photos, highlights or stock leaves them
          as they are. To clear a value, edit the product.
        </p>
        <p>
          Option values: shade_family (one of the shade families), swatch (#rrggbb), size (on the size scale, XS to
          2.10), size_rank (its place on the scale, or blank) and pack_size (50 ml, 1 L, 100 g). Blank keeps the stored
          value and none clears it; a variant whose values were never set takes those its name gives.
        </p>
        <p className="font-mono text-xs break-words text-gray-700">{PRODUCT_CSV_COLUMNS.join(', ')}</p>
      </section>
      <form onSubmit={upload} className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4">
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-gray-800">
            CSV file
            <input
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="max-w-full text-sm text-gray-900 file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-2"
            />
          </label>
          <Button type="submit" disabled={stage !== null}>
            {stage ? 'Checking…' : 'Preview'}
          </Button>
        </div>
        {stage && <UploadProgress stage={stage} />}
      </form>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div aria-live="polite" className="flex flex-col gap-3">
        {notice && <p className="rounded-lg bg-green-50 p-3 text-sm text-green-900">{notice}</p>}
        {preview && (
          <section className="flex flex-col gap-3" aria-labelledby="preview-title">
            <h2 id="preview-title" className="text-lg font-semibold text-gray-900">
              Preview of {preview.records} records
            </h2>
            <p className="text-sm text-gray-800" data-testid="preview-counts">
              {preview.created} new, {preview.updated} updated, {preview.unchanged} unchanged, {preview.refused}{' '}
              refused. Refused records are left out when you apply; fix them in the file and import it again.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={apply} disabled={applying || changing === 0}>
                {applying ? 'Applying…' : `Apply ${changing} ${changing === 1 ? 'change' : 'changes'}`}
              </Button>
              <Button variant="secondary" onClick={() => setPreview(null)}>
                Discard preview
              </Button>
            </div>
            <div className="rounded-xl border border-gray-200 bg-white">
              <CsvPreviewTable items={preview.items} />
            </div>
          </section>
        )}
      </div>
      <CsvImportHistory
        batches={batches}
        onChange={(text) => {
          setNotice(text);
          void loadBatches();
        }}
      />
    </div>
  );
}
