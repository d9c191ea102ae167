import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';

/** Spec 2: escaped less-than, greater-than and ampersand characters are turned back before display. */
export function decodeEscapedHtml(html: string): string {
  return html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** The server render (and hydration) show the words only, as plain text, so nothing unsanitised reaches the page. */
export function htmlToText(html: string): string {
  return decodeEscapedHtml(html)
    .replace(/<(br|\/p|\/li|\/h\d|\/div)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/**
 * The description HTML, sanitised with DOMPurify in the browser (defence in depth: the API already sanitises).
 * DOMPurify needs a DOM, so the server render shows the same text without markup until the browser takes over.
 */
export function ProductDescription({ html }: { html: string }) {
  const [safe, setSafe] = useState<string | null>(null);
  useEffect(() => {
    setSafe(DOMPurify.sanitize(decodeEscapedHtml(html), { USE_PROFILES: { html: true } }));
  }, [html]);
  return (
    <section aria-labelledby="description-title" className="flex flex-col gap-3">
      <h2 id="description-title" className="text-lg font-semibold text-gray-900">
        Description
      </h2>
      {safe === null ? (
        <div className="whitespace-pre-line text-sm leading-relaxed text-gray-700">{htmlToText(html)}</div>
      ) : (
        <div
          data-testid="product-description"
          className="text-sm leading-relaxed text-gray-700 [&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-gray-900 [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-2 [&_strong]:text-gray-900"
          dangerouslySetInnerHTML={{ __html: safe }}
        />
      )}
    </section>
  );
}
