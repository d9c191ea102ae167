import { Skeleton } from '~/ui/skeleton';

/** Spec 9: the policy skeleton has 8 placeholder rows. */
export const POLICY_SKELETON_ROWS = 8;

export function PolicySkeletonRows() {
  return (
    <div data-testid="policy-skeleton" aria-hidden="true" className="flex flex-col gap-3">
      {Array.from({ length: POLICY_SKELETON_ROWS }, (_, i) => (
        <Skeleton key={i} className={`h-4 ${i % 3 === 2 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  );
}

const PROSE = [
  'text-[15px] leading-relaxed text-gray-700',
  '[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-gray-900',
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-gray-900',
  '[&_h4]:mt-4 [&_h4]:mb-1 [&_h4]:font-semibold [&_h4]:text-gray-900',
  '[&_p]:mb-3 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mb-1',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_strong]:font-semibold [&_strong]:text-gray-900',
  '[&_table]:mb-3 [&_table]:w-full [&_td]:border [&_td]:border-gray-200 [&_td]:p-2 [&_th]:border [&_th]:border-gray-200 [&_th]:bg-gray-50 [&_th]:p-2 [&_th]:text-left',
].join(' ');

/** The policy's HTML as the API sends it (sanitised on the server), rendered into the first HTML. */
export function PolicyContent({ html }: { html: string }) {
  return <div data-testid="policy-content" className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
