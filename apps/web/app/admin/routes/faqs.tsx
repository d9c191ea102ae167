import { adminListFaqs } from '@shringar/contracts/endpoints/admin-content';
import { adminCall, FaqsPage, loaderFailure } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/faqs';

export const meta = () => [{ title: 'FAQs · Shringar console' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    return await adminCall(adminListFaqs, {}, request.signal);
  } catch (error) {
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function Faqs({ loaderData }: Route.ComponentProps) {
  return <FaqsPage faqs={loaderData} />;
}
