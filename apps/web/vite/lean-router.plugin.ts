import type { Plugin } from 'vite';

/** The router's modules as published: `dist/development` (what its package exports) and `dist/production`. */
const ROUTER_BUILD = /\/node_modules\/react-router\/dist\/(development|production)\//;

/** The start of React Router's `loadRouteModule` (a navigation calls it for each route), up to its cache check. */
const ROUTE_MODULE_LOAD =
  /^(async function loadRouteModule\(route, routeModulesCache\) \{\n  if \(route\.id in routeModulesCache\) \{\n    return routeModulesCache\[route\.id\];\n  \})$/m;

/**
 * A navigation imports a route's chunk and only then learns its imports, one round trip per level of them (on
 * Product: the route's chunk, then its texts, then the calls that fetch its data). The manifest already lists
 * them (`route.imports`): preloaded at the start, all of them come in one round trip. Added after the
 * check for a route already loaded, on the same line, so the source keeps its line count.
 */
const PRELOAD_ROUTE_IMPORTS =
  ' for (let href of route.imports || []) { let link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.appendChild(link); }';

/**
 * React Router's published modules with what keeps unused parts in a bundle taken out: a top-level
 * `Name.displayName = "…"` (a property write, so a bundler keeps `Name` even when nothing uses it) and
 * `React.forwardRef(…)`, `React.memo(…)` and `React.createContext(…)` calls without a pure mark (a bundler cannot
 * know they have no side effects). With both, the components the store never renders (`NavLink`, `Form`,
 * `unstable_HistoryRouter`…) drop out of the browser's code. Lines keep their count, so source maps stay near.
 */
export function leanRouterSource(code: string): string {
  return code
    .replace(ROUTE_MODULE_LOAD, `$1${PRELOAD_ROUTE_IMPORTS}`)
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2');
}

/**
 * The browser's build of React Router: its `production` modules (the `development` ones its package exports keep
 * its development warnings, ~0.6 kB gzip on every page) with `leanRouterSource` applied (~0.2 kB, and what the
 * store's pages do not use). The server keeps the package as published. bench/README.md has the figures.
 */
export function leanRouter(): Plugin {
  return {
    name: 'shringar:lean-router',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !ROUTER_BUILD.test(resolved.id)) return resolved;
      return { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') };
    },
    transform(code, id) {
      if (!ROUTER_BUILD.test(id) || !id.endsWith('.mjs')) return null;
      return { code: leanRouterSource(code), map: null };
    },
  };
}
