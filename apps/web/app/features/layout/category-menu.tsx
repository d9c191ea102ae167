import { storePaths } from '@shringar/contracts/store-paths';
import { ChevronDown, LayoutGrid } from './layout-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { useCategories } from '~/features/catalogue/catalogue.public';
import { messages } from './messages';

/** Spec 2: a dropdown of every category, each linking to /category/{id}; 'No categories' when none came. */
export function CategoryMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { data } = useCategories();
  const t = useMessages(messages);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  let body;
  if (!data || data.length === 0) body = <p className="px-4 py-3 text-sm text-gray-600">{t.noCategories}</p>;
  else
    body = (
      <ul className="grid max-h-[70vh] grid-cols-1 overflow-y-auto py-2 sm:grid-cols-2">
        {data.map((c) => (
          <li key={c.categoryId}>
            <LocaleLink
              to={storePaths.category(c.categoryId)}
              onClick={() => setOpen(false)}
              className="flex items-center gap-3 px-4 py-2 text-sm text-gray-800 hover:bg-brand-50 hover:text-brand-700"
            >
              <img
                src={c.categoryIcon}
                alt=""
                width={28}
                height={28}
                loading="lazy"
                className="h-7 w-7 rounded-full bg-gray-100 object-cover"
              />
              {c.categoryName}
            </LocaleLink>
          </li>
        ))}
      </ul>
    );

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-gray-800 hover:bg-gray-100"
      >
        <LayoutGrid aria-hidden="true" className="h-4 w-4" />
        {t.categories}
        <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute left-0 top-full z-40 mt-2 w-72 rounded-xl border border-gray-200 bg-white shadow-xl sm:w-[28rem]"
      >
        {body}
      </div>
    </div>
  );
}
