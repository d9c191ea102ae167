import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/**
 * For tests: fixed icons (ui/static-icon.ts) must give the very markup lucide-react's components give, or
 * hydration and styling drift. Each module of icons calls it from its own test.
 */
export function describeSameAsLucide(title: string, icons: Record<string, ComponentType<Record<string, unknown>>>) {
  describe(title, () => {
    const cases: Record<string, unknown>[] = [
      { 'aria-hidden': 'true', className: 'h-4 w-4' },
      { 'aria-hidden': 'true', className: 'h-5 w-5 fill-brand-600 text-brand-600 h-5' },
      { className: 'pointer-events-none absolute' },
      { 'aria-label': 'Search', role: 'img' },
      {},
    ];
    for (const [name, Icon] of Object.entries(icons)) {
      it(`${name} renders as lucide-react's ${name}`, () => {
        const original = (lucide as unknown as Record<string, typeof Icon>)[name]!;
        expect(original).toBeDefined();
        for (const props of cases)
          expect(renderToStaticMarkup(createElement(Icon, props))).toBe(
            renderToStaticMarkup(createElement(original, props)),
          );
      });
    }
  });
}
