import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of an entry of Vite's build manifest (`.vite/manifest.json`) this reads. */
type ManifestChunk = { file: string; src?: string; imports?: string[] };
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The files a browser needs for one chunk of the client build, found in its manifest by the chunk's source id:
 * the chunk itself, then the chunks it imports statically (each once), as URLs under `base`. Throws when the
 * manifest has no such chunk, so a renamed module fails the build instead of losing its preload silently.
 */
export function chunkFiles(manifest: ViteManifest, src: string, base: string): string[] {
  const key = Object.keys(manifest).find((k) => k === src || manifest[k]!.src === src);
  if (!key) throw new Error(`the client build's manifest has no chunk for ${src}`);
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const imported of manifest[k]?.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen].map((k) => `${base}${manifest[k]!.file}`);
}

/** The client build's manifest: React Router has Vite write it for every build and reads it for its own. */
export function readClientManifest(clientOutDir: string): ViteManifest {
  const file = join(clientOutDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`no client build manifest at ${file}: the server build runs after it`);
  return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
}
