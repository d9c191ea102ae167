import type { ReactNode } from 'react';

/** A titled strip of the home page. */
export function HomeSection({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = `home-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id={id} className="text-xl font-bold tracking-tight text-gray-900 sm:text-2xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
