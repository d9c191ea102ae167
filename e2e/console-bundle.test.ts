import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The console's JavaScript never reaches storefront pages: from the built client's React Router manifest, the
 * files every store and account route loads first (its route chain's modules and their imports, and the entry)
 * include no admin route module and no file carrying the console's own texts.
 */
type Route = { id: string; parentId?: string; module: string; imports?: string[] };
type Manifest = { entry: { module: string; imports?: string[] }; routes: Record<string, Route> };

const clientDir = resolve(import.meta.dirname, '../apps/web/build/client');

function readManifest(): Manifest {
  const assets = join(clientDir, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f))!;
  const source = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as Manifest;
}

function firstLoadFiles(manifest: Manifest, route: Route): Set<string> {
  const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (let r: Route | undefined = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) {
    files.add(r.module);
    for (const i of r.imports ?? []) files.add(i);
  }
  return files;
}

/** Texts only the console's code contains. */
const CONSOLE_MARKERS = ['Sign in to the console', 'Invite a staff member', 'Console areas'];

describe('the console bundle', () => {
  it('stays out of every storefront page', () => {
    const manifest = readManifest();
    const routes = Object.values(manifest.routes);
    const adminModules = new Set(routes.filter((r) => r.id.startsWith('admin/routes/')).map((r) => r.module));
    const adminFiles = new Set(
      routes.filter((r) => r.id.startsWith('admin/routes/')).flatMap((r) => [r.module, ...(r.imports ?? [])]),
    );
    const consoleFiles = [...adminFiles].filter((m) =>
      CONSOLE_MARKERS.some((text) => readFileSync(join(clientDir, m), 'utf8').includes(text)),
    );
    expect(consoleFiles.length, 'the markers are found in the console itself').toBeGreaterThan(0);
    const storePages = routes.filter((r) => /^routes\/(store|account)\//.test(r.id));
    expect(storePages.length).toBeGreaterThan(10);
    for (const page of storePages)
      for (const file of firstLoadFiles(manifest, page)) {
        expect(adminModules.has(file), `${page.id} loads ${file}`).toBe(false);
        const text = readFileSync(join(clientDir, file), 'utf8');
        for (const marker of CONSOLE_MARKERS)
          expect(text.includes(marker), `${page.id}: ${file} has '${marker}'`).toBe(false);
      }
  });
});
