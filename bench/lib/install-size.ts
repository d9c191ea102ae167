import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // A nested node_modules holds dependencies, which are counted (once) as packages of their own.
    if (entry.isDirectory()) total += entry.name === 'node_modules' ? 0 : folderBytes(path);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

function packageRoot(from: string, name: string): string | undefined {
  let dir = dirname(from);
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    try {
      statSync(join(candidate, 'package.json'));
      return candidate;
    } catch {
      // look one folder up
    }
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * What a package adds to node_modules with everything it depends on (installed optional dependencies, such as
 * this platform's binaries, included), in MB.
 */
export function installedMegabytes(
  name: string,
  from = join(import.meta.dirname, '..', '..', 'apps', 'api', 'package.json'),
): number {
  const seen = new Set<string>();
  const visit = (pkg: string, fromFile: string) => {
    const root = packageRoot(fromFile, pkg);
    if (!root || seen.has(root)) return;
    seen.add(root);
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }))
      visit(dep, join(root, 'package.json'));
  };
  visit(name, from);
  let bytes = 0;
  for (const root of seen) bytes += folderBytes(root);
  return bytes / 1024 / 1024;
}
