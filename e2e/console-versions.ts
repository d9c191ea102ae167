import type { Page } from 'playwright-core';

/**
 * The If-Match header a console edit of the settings sends: the version stored now, as the console's own form
 * would have read it (a browser test that restores or flips a switch means to change what is there).
 */
export async function settingsIfMatch(owner: Page): Promise<Record<string, string>> {
  const res = await owner.request.fetch('/api/v4/admin/settings');
  if (!res.ok()) throw new Error(`GET /admin/settings: ${res.status()}`);
  const { data } = (await res.json()) as { data: { version: string } };
  return { 'if-match': `"${data.version}"` };
}
