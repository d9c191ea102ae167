import type { ReactNode } from 'react';

/** A calm box for 'nothing here': a title, a line of explanation and an optional action. */
export function EmptyState({
  title,
  message,
  action,
  icon,
}: {
  title: string;
  message?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-gray-300 bg-gray-50 px-6 py-12 text-center">
      {icon && <div className="text-gray-400">{icon}</div>}
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {message && <p className="max-w-md text-sm text-gray-600">{message}</p>}
      {action}
    </div>
  );
}
