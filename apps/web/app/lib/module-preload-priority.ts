/**
 * A server-rendered page paints from its HTML and stylesheet alone; its ~26 JavaScript modules only hydrate it.
 * React Router preloads them with `<link rel="modulepreload">`, which Chromium fetches at High priority, level
 * with the stylesheet, the font and the first image: on a slow connection they share its bandwidth and hold the
 * first paint back by the ~150 kB they weigh. `fetchpriority="low"` lets the paint's own requests go first
 * while the modules still load in parallel, early (docs/decisions.md, "Module preloads at low priority").
 * React Router offers no prop for it, so the finished document's head is rewritten once per render.
 */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

export function withLowPriorityModulePreloads(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html.subarray(0, headEnd).toString('utf8');
  if (!head.includes(MODULE_PRELOAD)) return html;
  return Buffer.concat([
    Buffer.from(head.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD), 'utf8'),
    html.subarray(headEnd),
  ]);
}
