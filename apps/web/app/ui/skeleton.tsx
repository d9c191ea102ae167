/** A grey placeholder block shown where content is coming (skeletons, not spinners). */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-gray-200 ${className}`} />;
}
