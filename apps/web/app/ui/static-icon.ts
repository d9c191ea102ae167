import { createElement, type ReactElement, type SVGProps } from 'react';

/**
 * The icons of the store's frame, product cards and listings, as fixed SVG. lucide-react builds every icon
 * afresh on each render (attribute merging, a forwardRef and a context read per icon, ~35 icons a page); these
 * build their shapes once and give the same markup as lucide's components: its default attributes and
 * `lucide lucide-{name}` classes, `aria-hidden` unless given an accessible name. Shapes are lucide's (ISC
 * licence, lucide.dev), copied from lucide-react 1.75.
 */
type Shape = [tag: string, attributes: Record<string, string>];
type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'>;

const hasAccessibleName = (props: IconProps) =>
  Object.keys(props).some(
    (key) => (key.startsWith('aria-') || key === 'role' || key === 'title') && props[key as keyof IconProps] != null,
  );

/** lucide's class merge: its own classes first, then the caller's, each once. */
const mergedClasses = (own: string, extra: string | undefined) =>
  [...new Set(`${own} ${extra ?? ''}`.split(/\s+/).filter(Boolean))].join(' ');

export function staticIcon(name: string, shapes: Shape[], aliases: string[] = []) {
  const children = shapes.map(([tag, attributes]) => createElement(tag, attributes));
  const own = ['lucide', name, ...aliases].map((n, i) => (i ? `lucide-${n}` : n)).join(' ');
  const classes = new Map<string, string>();
  function Icon({ className, children: extra, ...rest }: IconProps): ReactElement {
    let merged = classes.get(className ?? '');
    if (merged === undefined) {
      merged = mergedClasses(own, className);
      if (classes.size < 64) classes.set(className ?? '', merged);
    }
    const accessible = extra != null || hasAccessibleName(rest);
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: merged,
        ...(accessible ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...children,
      extra,
    );
  }
  Icon.displayName = name;
  return Icon;
}
