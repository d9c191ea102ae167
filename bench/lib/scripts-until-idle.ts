import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { clientDir, gzipSizeOf } from './first-load';

/**
 * Every script a page loads from the moment it is opened until the network is idle (no request for 500 ms), as
 * the browser asked for it: the first-load modules, and also the chunks fetched on hydration (a lazy drawer, a
 * toast, a section loaded on view). Sizes are the gzip of the built files (the same measure as first-load.ts),
 * so the figure does not depend on whether the server compressed this answer.
 */
export type LoadedScripts = { files: string[]; gzipBytes: number };

export async function scriptsUntilIdle(page: Page, path: string): Promise<LoadedScripts> {
  const files = new Set<string>();
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') files.add(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
  } finally {
    page.off('request', onRequest);
  }
  let total = 0;
  for (const file of files) {
    // Inline scripts have no request; anything else the page asks for must be a file of the build.
    if (!existsSync(join(clientDir, file))) throw new Error(`${path} loaded ${file}, which is not in the build`);
    total += gzipSizeOf(file);
  }
  return { files: [...files].sort(), gzipBytes: total };
}
