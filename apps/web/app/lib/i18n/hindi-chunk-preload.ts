/**
 * A Hindi page hydrates only once the dictionaries' Hindi halves have arrived (entry.client.tsx, hindi-halves.ts),
 * but the browser would learn of their chunk only when entry.client runs and imports it: one more round trip
 * after every other module, on the slowest connections the longest. Named in the head with the page's other
 * module preloads, it loads beside them (and, like them, is held until the largest paint: modules-after-paint.ts
 * moves every head preload into its starter). React Router lists only route modules, so the server build is given
 * the chunk's files from the client build's manifest (vite/hindi-halves.plugin.ts) and the document's head is
 * rewritten; English pages never name it.
 */
const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

export function withHindiChunkPreload(html: Buffer<ArrayBuffer>, urls: readonly string[], nonce?: string) {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1 || urls.length === 0) return html;
  const head = html.subarray(0, headEnd).toString('utf8');
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  const links = urls
    .filter((url) => !head.includes(`href="${escapeAttribute(url)}"`))
    .map((url) => `<link rel="modulepreload" href="${escapeAttribute(url)}"${nonceAttribute}/>`)
    .join('');
  if (!links) return html;
  return Buffer.concat([html.subarray(0, headEnd), Buffer.from(links, 'utf8'), html.subarray(headEnd)]);
}
