import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import hindiChunkUrls from 'virtual:hindi-chunk-preloads';
import { CspNonceContext, cspNonceOf } from './lib/csp-nonce';
import { withHindiChunkPreload } from './lib/i18n/hindi-chunk-preload';
import { localeFromPath } from './lib/i18n/locale';
import { LATE_FONTS } from './lib/modules-after-paint/late-fonts';
import { withModulesAfterPaint } from './lib/modules-after-paint/modules-after-paint';

/**
 * The server render. Every loader has finished before React starts (no deferred data), so there is nothing to
 * stream: the whole document is rendered (`onAllReady`, as crawlers always got it) into one buffer and answered
 * in one piece. That spares the answer's ~50 small chunks their trip through the stream adapters, the
 * compressor and the socket one by one (docs/decisions.md, "SSR render").
 *
 * Two exports more than React Router's default entry, for the server that serves the build (apps/api's web-app
 * plugin): it registers how a server render reaches the API in-process, and makes each render's load context.
 */
export { registerApiTransport } from './lib/api-transport';
export { createRenderContext } from './lib/csp-nonce';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: unknown,
) {
  // The server's nonce for this answer: React's and React Router's inline scripts carry it (strict CSP).
  const nonce = cspNonceOf(loadContext);
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set('Content-Type', 'text/html');
        const page = Buffer.concat(chunks);
        const hindi = localeFromPath(new URL(request.url).pathname) === 'hi';
        // The Hindi chunk joins the page's module preloads, so it starts with them after the largest paint.
        const html = withModulesAfterPaint(
          hindi ? withHindiChunkPreload(page, hindiChunkUrls, nonce) : page,
          nonce,
          LATE_FONTS,
        );
        resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    // A render still waiting after streamTimeout is aborted: what is pending is left to the browser.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const app = (
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // Every part in place in the document's order. React otherwise moves a Suspense boundary's finished content
      // (the header's and footer's islands) to the end of the page once 12.8 kB have gone before it, to be put in
      // place by a script that React reveals in timed batches: a phone painted the page with an empty header and
      // then pushed everything down by its height (CLS 0.17). The document goes out in one piece anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell are logged by React Router; these happen after it.
        if (shellRendered) console.error(error);
      },
    });
  });
}
