import { type KeyboardEvent, useRef } from 'react';

/**
 * Radio-group keyboard for a row of options (WAI-ARIA radio group): one tab stop on the chosen option, arrow
 * keys, Home and End move and choose, skipping options that cannot be picked.
 */
export function useOptionRadios(
  count: number,
  selected: number,
  enabled: (i: number) => boolean,
  onSelect: (i: number) => void,
) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (i: number) => {
    onSelect(i);
    refs.current[i]?.focus();
  };
  const step = (from: number, by: 1 | -1) => {
    for (let n = 1; n <= count; n++) {
      const i = (from + by * n + count * n) % count;
      if (enabled(i)) return i;
    }
    return from;
  };
  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? step(i, 1)
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? step(i, -1)
          : e.key === 'Home'
            ? step(count - 1, 1)
            : e.key === 'End'
              ? step(0, -1)
              : null;
    if (next === null) return;
    e.preventDefault();
    choose(next);
  };
  // The tab stop: the chosen option, or the first that can be picked when the chosen one cannot.
  const tabStop = enabled(selected) ? selected : step(count - 1, 1);
  return (i: number) => ({
    ref: (el: HTMLButtonElement | null) => {
      refs.current[i] = el;
    },
    role: 'radio' as const,
    'aria-checked': i === selected,
    tabIndex: i === tabStop ? 0 : -1,
    onKeyDown: onKeyDown(i),
    onClick: () => onSelect(i),
  });
}
