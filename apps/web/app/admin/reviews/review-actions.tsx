import { adminReplyToReview, adminSetReviewStatus } from '@shringar/contracts/endpoints/admin-reviews';
import {
  REVIEW_REPLY_MAX,
  type ReviewModerationAnswer,
  type ReviewQueueRow,
} from '@shringar/contracts/review-moderation';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { fieldError, formError } from '../kit/form-errors';
import { isStaleWrite, StaleWriteNotice } from '../kit/stale-write-notice';

type Props = { row: ReviewQueueRow; onChanged: (message: string) => void };

/**
 * A moderator's choices for one review: publish or hide it, and write (or change) the store's reply. Every call
 * sends the version the row was read at, so a decision made on a stale row is refused and the row reloads. Each
 * button names the review in its accessible name, so a screen reader in a table of many knows which one it acts on.
 */
export function ReviewActions({ row, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [replying, setReplying] = useState(false);
  const [replyLength, setReplyLength] = useState(row.storeReply?.length ?? 0);
  const replyId = useId();
  const counterId = useId();
  const subject = `review ${row.id} by ${row.userName}`;
  const version = row.version;
  const params = { id: row.id };

  async function run(call: () => Promise<ReviewModerationAnswer>, done: string) {
    setBusy(true);
    setError(null);
    try {
      const answer = await call();
      setReplying(false);
      onChanged(answer.changed ? done : `Review ${row.id} was already so; nothing changed.`);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  const setStatus = (status: 'published' | 'hidden') =>
    run(
      () => adminCall(adminSetReviewStatus, { params, body: { status }, version }),
      status === 'hidden'
        ? `Review ${row.id} hidden: it has left the store and the product's rating.`
        : `Review ${row.id} published.`,
    );
  async function reply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('reply') ?? '');
    await run(
      () => adminCall(adminReplyToReview, { params, body: { reply: text }, version }),
      text.trim() ? `Reply to review ${row.id} saved.` : `Reply to review ${row.id} removed.`,
    );
  }

  const message = isStaleWrite(error) ? null : formError(error, ['reply']);
  return (
    <div className="flex min-w-48 flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {row.status !== 'published' && (
          <Button size="sm" onClick={() => setStatus('published')} disabled={busy} aria-label={`Publish ${subject}`}>
            Publish
          </Button>
        )}
        {row.status !== 'hidden' && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setStatus('hidden')}
            disabled={busy}
            aria-label={`Hide ${subject}`}
          >
            Hide
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setReplying((v) => !v)}
          disabled={busy}
          aria-expanded={replying}
          aria-label={`${row.storeReply ? 'Edit reply to' : 'Reply to'} ${subject}`}
        >
          {row.storeReply ? 'Edit reply' : 'Reply'}
        </Button>
      </div>
      {replying && (
        <form onSubmit={reply} className="flex flex-col gap-2" noValidate>
          <label htmlFor={replyId} className="text-sm font-medium text-gray-800">
            The store’s reply, shown under the review
          </label>
          <textarea
            id={replyId}
            name="reply"
            rows={3}
            maxLength={REVIEW_REPLY_MAX}
            defaultValue={row.storeReply ?? ''}
            onChange={(e) => setReplyLength(e.currentTarget.value.length)}
            aria-describedby={counterId}
            aria-invalid={fieldError(error, 'reply') ? true : undefined}
            className="rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900"
          />
          <p id={counterId} className="text-xs text-gray-600">
            {replyLength} of {REVIEW_REPLY_MAX} characters
          </p>
          {fieldError(error, 'reply') && <p className="text-sm text-red-700">{fieldError(error, 'reply')}</p>}
          <Button type="submit" size="sm" disabled={busy}>
            Save reply
          </Button>
        </form>
      )}
      <StaleWriteNotice error={error} onReload={() => onChanged(`Review ${row.id} reloaded.`)} />
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
