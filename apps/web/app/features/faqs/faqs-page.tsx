import { storePaths } from '@shringar/contracts/store-paths';
import { HelpCircle, Search, SearchX } from 'lucide-react';
import { useState } from 'react';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';
import { useSettings } from '~/features/settings/settings.public';
import { Button, buttonClass } from '~/ui/button';
import { EmptyState } from '~/ui/empty-state';
import { ErrorState } from '~/ui/error-state';
import { Skeleton } from '~/ui/skeleton';
import { useFaqs } from './api/faqs';
import { FaqAccordion } from './faq-accordion';
import { groupFaqs } from './faq-groups';

/** Help: the store's questions grouped by topic, searchable, each answer opening in place. */
export function FaqsPage() {
  const t = useMessages(messages);
  const faqs = useFaqs();
  // The example names cash on delivery only while the store offers it.
  const codAvailable = useSettings().data?.isCodAvailable !== false;
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const groups = faqs.data ? groupFaqs(faqs.data, search) : [];
  const searching = search.trim() !== '';

  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t.heading}</h1>
      <p className="mt-2 text-gray-600">{t.intro}</p>

      <div className="relative mt-6">
        <label htmlFor="faq-search" className="mb-1 block text-sm font-medium text-gray-800">
          {t.search}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute bottom-3 left-3 h-4 w-4 text-gray-500" />
        <input
          id="faq-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={codAvailable ? t.placeholderCod : t.placeholder}
          maxLength={100}
          className="h-10 w-full rounded-lg border border-gray-300 bg-white pl-9 pr-3 text-sm text-gray-900 placeholder:text-gray-500"
        />
      </div>

      <div className="mt-6" aria-live="polite">
        {faqs.isPending ? (
          <FaqsSkeleton />
        ) : faqs.isError ? (
          <ErrorState title={t.failed} message={faqs.error.message} onRetry={() => void faqs.refetch()} />
        ) : faqs.data.length === 0 ? (
          <EmptyState
            icon={<HelpCircle aria-hidden="true" className="h-10 w-10" />}
            title={t.noneYet}
            message={t.noneYetMessage}
          />
        ) : groups.length === 0 ? (
          <EmptyState
            icon={<SearchX aria-hidden="true" className="h-10 w-10" />}
            title={t.noMatch}
            message={t.noMatchMessage(search.trim())}
            action={<Button onClick={() => setSearch('')}>{t.clearSearch}</Button>}
          />
        ) : (
          <div className="flex flex-col gap-8">
            {searching && (
              <p className="text-sm text-gray-600">{t.matching(groups.reduce((n, g) => n + g.faqs.length, 0))}</p>
            )}
            {groups.map((group, i) => (
              <section key={group.topic} aria-labelledby={`faq-topic-${slug(group.topic, i)}`}>
                <h2 id={`faq-topic-${slug(group.topic, i)}`} className="mb-3 text-lg font-semibold text-gray-900">
                  {group.topic}
                </h2>
                <FaqAccordion faqs={group.faqs} open={open} onToggle={toggle} />
              </section>
            ))}
          </div>
        )}
      </div>

      <section className="mt-10 flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-5 sm:flex-row sm:items-center">
        <p className="text-sm text-gray-800">{t.stillNeedHelp}</p>
        <LocaleLink to={storePaths.contact} className={buttonClass('primary', 'md', 'sm:ml-auto')}>
          {t.contactUs}
        </LocaleLink>
      </section>
    </main>
  );
}

/** A heading's id: the topic in Latin letters, or its place when it has none (a Hindi topic), so ids stay unique. */
const slug = (topic: string, index: number) =>
  topic
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || `topic-${index + 1}`;

function FaqsSkeleton() {
  const t = useMessages(messages);
  return (
    <div className="flex flex-col gap-3" aria-busy="true" aria-label={t.loading}>
      <Skeleton className="h-6 w-40" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full rounded-2xl" />
      ))}
    </div>
  );
}
