import { type AdminProductView, GST_RATES } from '@shringar/contracts/admin-products';
import type { Brand, Category } from '@shringar/contracts/catalogue';
import {
  adminCreateProduct,
  adminGetProduct,
  adminSetProductStatus,
  adminUpdateProduct,
} from '@shringar/contracts/endpoints/admin-products';
import type { Versioned } from '@shringar/contracts/record-version';
import { storePaths } from '@shringar/contracts/store-paths';
import { type ComponentProps, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { RichTextEditor } from '../rich-text/rich-text.public';
import { Button } from '~/ui/button';
import { adminCall, AdminError } from '../kit/api/admin-request';
import { adminPaths } from '../kit/admin-paths';
import { isStaleWrite, StaleWriteNotice } from '../kit/stale-write-notice';
import { SelectField } from '../kit/select-field';
import { TextField } from '../kit/text-field';
import { useUnsavedChangesGuard } from '../kit/unsaved-changes-guard';
import {
  checkDraft,
  draftOf,
  emptyDraft,
  emptyVariant,
  type FieldErrors,
  foldErrors,
  type ProductDraft,
  serverErrors,
  slugOf,
} from './product-draft';
import { GstRateTable } from './gst-rate-table';
import { VariantFields } from './variant-fields';
import { SeoMetaFields } from '../kit/seo-meta-fields';

/** A labelled choice of the draft, controlled. */
function Select({
  onChange,
  ...props
}: Omit<ComponentProps<typeof SelectField>, 'onChange'> & { onChange(value: string): void }) {
  return <SelectField {...props} onChange={(e) => onChange(e.target.value)} />;
}

const CARD = 'flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4';

/**
 * Create or edit a product: every field the storefront shows, checked here by the contract's rule and again by
 * the server (whose field errors show beside the same fields). Archive and unarchive save at once.
 */
export function ProductEditPage({
  product,
  categories,
  brands,
}: {
  product: Versioned<AdminProductView> | null;
  categories: Category[];
  brands: Brand[];
}) {
  const navigate = useNavigate();
  const descriptionId = useId();
  const [saved, setSaved] = useState(product);
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOf(product) : emptyDraft()));
  // The draft as last read or saved: the form has unsaved changes while it differs.
  const [baseline, setBaseline] = useState(draft);
  const guard = useUnsavedChangesGuard(draft !== baseline && JSON.stringify(draft) !== JSON.stringify(baseline));
  const [slugTouched, setSlugTouched] = useState(Boolean(product));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<unknown>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  function failed(error: unknown) {
    // A stale save keeps the form as typed and says what changed, with Reload (stale-write-notice.tsx).
    if (isStaleWrite(error)) return setConflict(error);
    const byField = serverErrors(error);
    setErrors(byField);
    setFormMessage(
      error instanceof AdminError
        ? Object.keys(byField).length
          ? `Not saved: ${error.message}`
          : error.message
        : 'Something went wrong. Please try again.',
    );
  }

  /** Runs a call with the form busy; a failure is shown by failed(). */
  async function busyWhile(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  /** The product as the server now answers it: the form shows it and has no unsaved changes. */
  function showStored(view: Versioned<AdminProductView>) {
    setSaved(view);
    const stored = draftOf(view);
    setDraft(stored);
    setBaseline(stored);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    const checked = checkDraft(draft);
    if ('errors' in checked) {
      setErrors(foldErrors(checked.errors));
      setFormMessage(`Not saved: ${Object.values(checked.errors)[0]}`);
      return;
    }
    setErrors({});
    setFormMessage(null);
    setConflict(null);
    await busyWhile(async () => {
      const view = saved
        ? await adminCall(adminUpdateProduct, {
            params: { id: String(saved.productId) },
            body: checked.input,
            version: saved.version,
          })
        : await adminCall(adminCreateProduct, { body: checked.input });
      if (!saved) {
        guard.leave();
        await navigate(adminPaths.product(view.productId), { replace: true, state: { created: true } });
        return;
      }
      showStored(view);
      setStatus('Product saved.');
    });
  }

  /** After a stale save: the product as stored now replaces what was typed. */
  async function reload() {
    if (!saved) return;
    await busyWhile(async () => {
      showStored(await adminCall(adminGetProduct, { params: { id: String(saved.productId) } }));
      setErrors({});
      setFormMessage(null);
      setConflict(null);
      setStatus(null);
    });
  }

  async function toggleArchived() {
    if (!saved) return;
    setStatus(null);
    await busyWhile(async () => {
      const view = await adminCall(adminSetProductStatus, {
        params: { id: String(saved.productId) },
        body: { isActive: !saved.isActive },
      });
      setSaved(view);
      set('isActive', view.isActive);
      setStatus(view.isActive ? 'Product is back in the store.' : 'Product archived: shoppers no longer see it.');
    });
  }

  const title = saved ? saved.name : 'New product';
  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-6" aria-labelledby="product-title">
      {guard.dialog}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link to={adminPaths.products} className="text-sm text-brand-700 underline">
            All products
          </Link>
          <h1 id="product-title" className="text-2xl font-semibold text-gray-900">
            {title}
          </h1>
          {saved && (
            <p className="text-sm text-gray-700">
              {saved.isActive ? 'Active' : 'Archived'} ·{' '}
              <a
                href={storePaths.product(saved.productId)}
                className="text-brand-700 underline"
                target="_blank"
                rel="noreferrer"
              >
                View in the store
              </a>
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {saved && (
            <Button variant="secondary" onClick={() => void toggleArchived()} disabled={busy}>
              {saved.isActive ? 'Archive' : 'Unarchive'}
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : saved ? 'Save product' : 'Create product'}
          </Button>
        </div>
      </div>

      <div aria-live="polite" className="empty:hidden">
        {status && <p className="rounded-lg bg-green-50 p-3 text-sm text-green-800">{status}</p>}
      </div>
      <StaleWriteNotice error={conflict} onReload={() => void reload()} />
      {formMessage && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {formMessage}
        </p>
      )}

      <section className={CARD} aria-labelledby="details-title">
        <h2 id="details-title" className="text-lg font-semibold text-gray-900">
          Details
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            name="name"
            required
            value={draft.name}
            error={errors.name}
            onChange={(e) => {
              const name = e.target.value;
              setDraft((d) => ({ ...d, name, ...(slugTouched ? {} : { slug: slugOf(name) }) }));
            }}
          />
          <TextField
            label="Slug"
            name="slug"
            required
            value={draft.slug}
            error={errors.slug}
            hint="Lower-case words joined by dashes"
            onChange={(e) => {
              setSlugTouched(true);
              set('slug', e.target.value);
            }}
          />
          <Select
            label="Category"
            value={draft.categoryId}
            onChange={(v) => set('categoryId', v)}
            placeholder="Choose a category"
            options={categories.map((c) => [String(c.categoryId), c.categoryName])}
            error={errors.categoryId}
          />
          <Select
            label="Brand"
            value={draft.brandId}
            onChange={(v) => set('brandId', v)}
            placeholder="Choose a brand"
            options={brands.map((b) => [String(b.brandId), b.brandName])}
            error={errors.brandId}
          />
        </div>
        <div className="flex flex-col gap-1">
          <RichTextEditor
            id={descriptionId}
            label="Description"
            value={draft.descriptionHtml}
            onChange={(html) => set('descriptionHtml', html)}
            {...(errors.descriptionHtml ? { describedBy: `${descriptionId}-error` } : {})}
          />
          {errors.descriptionHtml && (
            <p id={`${descriptionId}-error`} className="text-sm text-red-700">
              {errors.descriptionHtml}
            </p>
          )}
        </div>
      </section>

      <section className={CARD} aria-labelledby="seo-title">
        <h2 id="seo-title" className="text-lg font-semibold text-gray-900">
          Search engines
        </h2>
        <SeoMetaFields values={draft} errors={errors} onChange={set} />
      </section>

      <section className={CARD} aria-labelledby="tax-title">
        <h2 id="tax-title" className="text-lg font-semibold text-gray-900">
          Tax
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="HSN code"
            name="hsnCode"
            inputMode="numeric"
            required
            value={draft.hsnCode}
            error={errors.hsnCode}
            hint="4, 6 or 8 digits, as on the invoice"
            onChange={(e) => set('hsnCode', e.target.value)}
          />
          <Select
            label="GST rate"
            value={draft.gstRate}
            onChange={(v) => set('gstRate', v)}
            options={GST_RATES.map((r) => [String(r), `${r}%`])}
            error={errors.gstRate}
          />
        </div>
        <GstRateTable />
        {!saved && (
          <label className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              checked={draft.isActive}
              onChange={(e) => set('isActive', e.target.checked)}
              className="size-4"
            />
            Show in the store as soon as it is created
          </label>
        )}
      </section>

      <section className="flex flex-col gap-4" aria-labelledby="variants-title">
        <div className="flex items-center justify-between gap-2">
          <h2 id="variants-title" className="text-lg font-semibold text-gray-900">
            Variants
          </h2>
          <Button variant="secondary" onClick={() => set('variants', [...draft.variants, emptyVariant()])}>
            Add variant
          </Button>
        </div>
        {errors.variants && (
          <p role="alert" className="text-sm text-red-700">
            {errors.variants}
          </p>
        )}
        {draft.variants.map((variant, i) => (
          <VariantFields
            key={variant.key}
            index={i}
            variant={variant}
            errors={errors}
            onChange={(next) =>
              set(
                'variants',
                draft.variants.map((v, j) => (j === i ? next : v)),
              )
            }
            // A saved variant stays (orders and carts refer to it): its stock goes to 0 instead.
            onRemove={
              !variant.variantId && draft.variants.length > 1
                ? () =>
                    set(
                      'variants',
                      draft.variants.filter((_, j) => j !== i),
                    )
                : undefined
            }
          />
        ))}
      </section>

      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : saved ? 'Save product' : 'Create product'}
        </Button>
      </div>
    </form>
  );
}
