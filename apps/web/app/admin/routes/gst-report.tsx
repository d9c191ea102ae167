import { adminGstReport } from '@shringar/contracts/endpoints/gst-reports';
import { adminCall, AdminError, currentGstMonth, GstReportPage, loaderFailure } from '../admin.public';
import { Skeleton } from '~/ui/skeleton';
import type { Route } from './+types/gst-report';

export const meta = () => [{ title: 'GST reports · Shringar console' }];

/** The month comes from the URL (this month in India by default); a month the server refuses is shown on the form. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const month = new URL(request.url).searchParams.get('month') || currentGstMonth();
  try {
    return { month, report: await adminCall(adminGstReport, { query: { month } }, request.signal), error: undefined };
  } catch (error) {
    if (error instanceof AdminError && error.status === 400) return { month, report: null, error: error.message };
    return loaderFailure(error, request);
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Skeleton className="h-64 w-full" />;
}

export default function GstReport({ loaderData }: Route.ComponentProps) {
  return <GstReportPage month={loaderData.month} report={loaderData.report} error={loaderData.error} />;
}
