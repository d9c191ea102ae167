import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leanRouterSource } from './lean-router.plugin';

const sample = [
  'var Link = React10.forwardRef(',
  '  function LinkWithRef() {}',
  ');',
  'Link.displayName = "Link";',
  'var RouteContext = React.createContext(null);',
  'RouteContext.displayName = "Route";',
  'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
  '    FetcherForm2.displayName = "fetcher.Form";',
  'var x = useRef(null);',
].join('\n');

describe('leanRouterSource', () => {
  it('marks top-level components and contexts pure and drops their displayName writes, line for line', () => {
    const out = leanRouterSource(sample).split('\n');
    expect(out).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      '',
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);',
      // Inside a function the write runs when called, not at load: left alone.
      '    FetcherForm2.displayName = "fetcher.Form";',
      'var x = useRef(null);',
    ]);
  });

  // If a React Router release changes how it writes these, the plugin would quietly do nothing: the bundle budgets
  // would catch the growth, this says why.
  it('still finds what it cuts in the installed React Router', () => {
    const require = createRequire(import.meta.url);
    const production = join(dirname(require.resolve('react-router/package.json')), 'dist/production');
    const source = readdirSync(production)
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => readFileSync(join(production, f), 'utf8'))
      .join('\n');
    const lean = leanRouterSource(source);
    expect(lean).not.toMatch(/^NavLink\.displayName = /m);
    expect(lean).toMatch(/^var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(lean).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(lean).toContain('return routeModulesCache[route.id];\n  } for (let href of route.imports || [])');
  });

  it("has a route's imports preloaded when its chunk is loaded, after the check for one already loaded", () => {
    const load = [
      'async function loadRouteModule(route, routeModulesCache) {',
      '  if (route.id in routeModulesCache) {',
      '    return routeModulesCache[route.id];',
      '  }',
      '  try {',
    ].join('\n');
    const out = leanRouterSource(load).split('\n');
    expect(out).toHaveLength(5);
    expect(out[3]).toMatch(
      /^ {2}\} for \(let href of route\.imports \|\| \[\]\) \{ .*link\.rel = "modulepreload"; link\.href = href;/,
    );
    expect(out[4]).toBe('  try {');
  });
});
