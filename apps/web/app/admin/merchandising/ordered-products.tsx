import type { ProductPick } from '@shringar/contracts/merchandising';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClass } from '~/ui/button';
import { ProductLine } from './product-line';

/** Moves one item of a list one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * Chosen products in order, each with Move up, Move down and Remove buttons: reordering works from the keyboard
 * (no drag needed), and each button's name says which product it moves.
 */
export function OrderedProducts({
  label,
  products,
  onChange,
  empty,
}: {
  label: string;
  products: ProductPick[];
  onChange: (next: ProductPick[]) => void;
  empty: string;
}) {
  // After a move the keyboard stays with the moved product: on the same button, or on the other one when it
  // reached the end of the list (a disabled button cannot hold focus).
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusNext, setFocusNext] = useState<{ productId: number; by: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    const index = products.findIndex((p) => p.productId === focusNext.productId);
    const atEnd = focusNext.by === -1 ? index === 0 : index === products.length - 1;
    const by = atEnd ? -focusNext.by : focusNext.by;
    buttons.current.get(`${focusNext.productId}:${by}`)?.focus();
    setFocusNext(null);
  }, [focusNext, products]);
  const move = (i: number, by: -1 | 1) => {
    setFocusNext({ productId: products[i]!.productId, by });
    onChange(moved(products, i, by));
  };
  const keep = (productId: number, by: -1 | 1) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(`${productId}:${by}`, el);
    else buttons.current.delete(`${productId}:${by}`);
  };

  if (products.length === 0) return <p className="text-sm text-gray-600">{empty}</p>;
  return (
    <ol
      aria-label={label}
      className="flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white"
    >
      {products.map((product, i) => (
        <li key={product.productId} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
          <span className="w-6 text-right text-gray-600">{i + 1}.</span>
          <ProductLine product={product} grow />
          <span className="flex gap-1">
            <button
              type="button"
              ref={keep(product.productId, -1)}
              className={buttonClass('ghost', 'sm')}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
              Move up<span className="sr-only"> {product.name}</span>
            </button>
            <button
              type="button"
              ref={keep(product.productId, 1)}
              className={buttonClass('ghost', 'sm')}
              disabled={i === products.length - 1}
              onClick={() => move(i, 1)}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
              Move down<span className="sr-only"> {product.name}</span>
            </button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(products.filter((p) => p.productId !== product.productId))}
            >
              <X aria-hidden="true" className="size-4" />
              Remove<span className="sr-only"> {product.name}</span>
            </Button>
          </span>
        </li>
      ))}
    </ol>
  );
}
