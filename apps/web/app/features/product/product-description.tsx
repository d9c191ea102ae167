import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/**
 * The description HTML as the API sends it: sanitised on the server (escaped markup decoded first, spec 2), so
 * it is rendered into the first HTML as it is and the browser ships no sanitiser.
 */
export function ProductDescription({ html }: { html: string }) {
  const t = useMessages(messages);
  return (
    <section aria-labelledby="description-title" className="flex flex-col gap-3">
      <h2 id="description-title" className="text-lg font-semibold text-gray-900">
        {t.description}
      </h2>
      <div
        data-testid="product-description"
        className="text-sm leading-relaxed text-gray-700 [&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-gray-900 [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-2 [&_strong]:text-gray-900"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}
