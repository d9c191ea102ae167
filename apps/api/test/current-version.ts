import type { TestApp } from './harness.ts';

/**
 * The If-Match header of a console edit made on the record as it is stored now, for tests about something other
 * than concurrency (console-edit-versions.test.ts is about that). `url` is the edit's: a product is read by its
 * own URL, settings by theirs, anything else from its list by id.
 */
export async function currentIfMatch(t: TestApp, cookie: string, url: string): Promise<Record<string, string>> {
  const path = url.replace(/\?.*$/, '');
  const match = /^(\/api\/v4\/admin\/([\w-]+))(?:\/([^/]+))?$/.exec(path);
  if (!match) return {};
  const [, listUrl, kind, id] = match;
  const single = kind === 'products' || kind === 'settings';
  const read = await t.call({ method: 'GET', url: single ? path : listUrl!, headers: { cookie } });
  const data = read.body?.data as { version?: string; id?: unknown }[] | { version?: string } | undefined;
  const record = Array.isArray(data) ? data.find((r) => String(r.id) === id) : data;
  return record?.version ? { 'if-match': `"${record.version}"` } : {};
}
