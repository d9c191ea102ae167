import type { LateFont } from './late-fonts';
import { HELD_MODULES_ID, moduleStarter } from './module-starter';

/**
 * A server-rendered page paints from its HTML, stylesheet and LCP image; its ~25 JavaScript modules (~150 kB)
 * only hydrate it, and its web fonts only refine it. React Router preloads the modules from the head and imports
 * them from an inline module script, so they load beside the paint's own requests, and on a phone the paint waits
 * for their bytes (and, when they arrive first, for hydration itself). Here the finished document is rewritten
 * once per render so the modules and `fonts` (late-fonts.ts) start only after the largest paint (module-starter.ts):
 * - the head's `<link rel="modulepreload">` tags are dropped; the starter adds them back when it starts;
 * - React Router's inline module script becomes an inert data block (`type="text/x-held-module"`), followed by
 *   the starter, which puts it back as a module script with the same text and nonce, and registers the fonts.
 * A document without React Router's module script (an error page, a resource route) is answered unchanged, and
 * draws its text in the fallback faces.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = ' type="module" async="">';
const HELD_SCRIPT = ` type="text/x-held-module" id="${HELD_MODULES_ID}">`;
const SCRIPT_END = '</script>';

export function withModulesAfterPaint(
  html: Buffer<ArrayBuffer>,
  nonce: string | undefined,
  fonts: readonly LateFont[] = [],
): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const moduleTag = html.indexOf(MODULE_SCRIPT, headEnd);
  if (moduleTag === -1) return html;
  const scriptEnd = html.indexOf(SCRIPT_END, moduleTag);
  if (scriptEnd === -1) return html;

  const modules: string[] = [];
  const head = html
    .subarray(0, headEnd)
    .toString('utf8')
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      modules.push(href);
      return '';
    });
  const afterScript = scriptEnd + SCRIPT_END.length;
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  return Buffer.concat([
    Buffer.from(head, 'utf8'),
    html.subarray(headEnd, moduleTag),
    Buffer.from(HELD_SCRIPT, 'utf8'),
    html.subarray(moduleTag + MODULE_SCRIPT.length, afterScript),
    Buffer.from(`<script${nonceAttribute}>${moduleStarter(modules, fonts)}</script>`, 'utf8'),
    html.subarray(afterScript),
  ]);
}
