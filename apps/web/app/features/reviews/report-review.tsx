import { REVIEW_REPORT_REASON_MAX } from '@shringar/contracts/review-moderation';
import { Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useErrorMessage, useMessages } from '~/lib/i18n/i18n';
import { useReportReview } from './api/review-report';
import { messages } from './messages';

/**
 * 'Report' under a review, for a signed-in shopper: a short form asks why, and the store's moderators see it in
 * the console's Reviews queue. Reporting twice is refused by the server with its own message, shown here.
 */
export function ReportReview({ reviewId, reviewerNameId }: { reviewId: number; reviewerNameId: string }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const report = useReportReview();
  const [failure, setFailure] = useState<unknown>(null);
  const reasonId = useId();
  const errorId = useId();
  const t = useMessages(messages);
  const errorMessage = useErrorMessage();

  if (done)
    return (
      <p role="status" className="text-sm text-green-800">
        {t.reported}
      </p>
    );

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    setFailure(null);
    void report.mutate({ reviewId, reason }, { onSuccess: () => setDone(true), onError: setFailure });
  };
  const error = failure ? errorMessage(failure, t.reportFailed) : null;

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-describedby={reviewerNameId}
        className="inline-flex h-9 w-fit items-center gap-1.5 rounded-full px-3 text-sm text-gray-700 underline-offset-2 hover:text-brand-700 hover:underline"
      >
        <Flag aria-hidden="true" className="size-4" />
        {t.report}
      </button>
      {open && (
        <form onSubmit={send} className="flex max-w-md flex-col gap-2" noValidate>
          <label htmlFor={reasonId} className="text-sm font-medium text-gray-800">
            {t.whatIsWrong}
          </label>
          <textarea
            id={reasonId}
            name="reason"
            rows={2}
            maxLength={REVIEW_REPORT_REASON_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="rounded-lg border border-gray-400 bg-white px-3 py-2 text-sm text-gray-900"
          />
          {error && (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={report.isPending}
            className="h-9 w-fit rounded-full bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 disabled:bg-gray-400"
          >
            {t.sendReport}
          </button>
        </form>
      )}
    </div>
  );
}
