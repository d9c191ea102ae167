import { storePaths } from '@shringar/contracts/store-paths';
import { ArrowLeft, FileText, Home, Printer } from 'lucide-react';
import { useEffect } from 'react';
import { LocaleLink, useErrorMessage, useLocale, useLocaleNavigate, useMessages } from '~/lib/i18n/i18n';
import { toast } from '~/ui/toast';
import { Button, buttonClass } from '~/ui/button';
import { usePolicyDetail } from './api/policy-detail';
import { formatPolicyDate } from './format-policy-date';
import { messages } from './messages';
import { PolicyContent, PolicySkeletonRows } from './policy-content';

/** Spec 2 'Policy': loading (8 rows), error or empty ('Policy Not Found'), loaded (title, date, notice, HTML). */
export function PolicyView({ policyId, serverError }: { policyId: string; serverError: string | null }) {
  const navigate = useLocaleNavigate();
  const t = useMessages(messages);
  const errorMessage = useErrorMessage();
  const locale = useLocale();
  const policy = usePolicyDetail(policyId, locale);

  useEffect(() => {
    if (!policy.isError) return;
    console.error('Failed to load policy', policy.error);
    toast.error(t.loadFailed, { toastId: `policy-${policyId}` });
  }, [policy.isError, policy.error, policyId, t]);

  // Opened from a shared link there is nothing to go back to: go home instead of doing nothing.
  const goBack = () =>
    (window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(storePaths.home);
  // During the server render a failed fetch has no query error yet: the loader passes its message along.
  const failure = policy.isError ? errorMessage(policy.error, t.loadFailed) : policy.isPending ? serverError : null;

  if (policy.isPending && !failure) {
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6" aria-busy="true">
        <h1 className="sr-only">{t.loading}</h1>
        <div className="mb-6 h-8 w-2/3 animate-pulse rounded-md bg-gray-200" aria-hidden="true" />
        <PolicySkeletonRows />
      </main>
    );
  }

  if (failure !== null || !policy.data) {
    return (
      <main className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <FileText aria-hidden="true" className="h-12 w-12 text-gray-400" />
        <h1 className="text-2xl font-bold text-gray-900">{t.notFound}</h1>
        <p className="text-gray-600">{failure || t.notFoundMessage}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button variant="secondary" onClick={goBack}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t.goBack}
          </Button>
          <Button onClick={() => window.location.reload()}>{t.tryAgain}</Button>
        </div>
      </main>
    );
  }

  const doc = policy.data;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <article className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{doc.title}</h1>
        <p className="mt-2 text-sm text-gray-500">{t.lastUpdated(formatPolicyDate(doc.created_at, locale))}</p>
        <div className="mt-5 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
          <strong>{t.documentLabel}</strong>
          {t.readCarefully}
        </div>
        <div className="mt-6">
          <PolicyContent html={doc.content} />
        </div>
      </article>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <Button variant="secondary" onClick={goBack}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t.goBack}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          {t.print}
        </Button>
        <LocaleLink to={storePaths.home} className={buttonClass('primary')}>
          <Home aria-hidden="true" className="h-4 w-4" />
          {t.backHome}
        </LocaleLink>
      </div>
    </main>
  );
}
