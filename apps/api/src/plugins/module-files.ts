import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const modulesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'modules');

/**
 * Every modules/<domain>/*.<kind>.ts file, imported, with its domain, in a stable order. Domains add routes and jobs by adding a
 * file, never by editing a list. The production build (scripts/build.ts) puts in this file's place the same
 * files, read from the same folder when it bundles.
 */
export type ModuleFile = { domain: string; module: unknown };

export async function importModuleFiles(kind: 'routes' | 'job'): Promise<ModuleFile[]> {
  const files = readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(modulesDir, d.name))
        .filter((f) => f.endsWith(`.${kind}.ts`))
        .map((f) => ({ domain: d.name, file: join(modulesDir, d.name, f) })),
    )
    .sort((a, b) => a.file.localeCompare(b.file));
  return Promise.all(
    files.map(async ({ domain, file }) => ({ domain, module: (await import(pathToFileURL(file).href)) as unknown })),
  );
}
