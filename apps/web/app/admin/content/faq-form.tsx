import type { Versioned } from '@shringar/contracts/record-version';
import type { AdminFaq, FaqBody } from '@shringar/contracts/admin-content';
import { adminCreateFaq, adminUpdateFaq } from '@shringar/contracts/endpoints/admin-content';
import { useId } from 'react';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { useFormChangesGuard } from '../kit/form-changes-guard';
import { fieldError, formError } from '../kit/form-errors';
import { StaleWriteNotice } from '../kit/stale-write-notice';
import { TextField } from '../kit/text-field';
import { useFormSubmit } from '../kit/use-form-submit';

const FIELDS = ['topic', 'question', 'answer', 'topicHi', 'questionHi', 'answerHi', 'sortOrder', 'isActive'];

/** Adds a FAQ, or changes the one given; the topics already in use are offered as suggestions. */
export function FaqForm({
  faq,
  topics,
  nextOrder,
  onSaved,
  onCancel,
  onReload,
}: {
  faq: Versioned<AdminFaq> | null;
  topics: string[];
  nextOrder: number;
  onSaved: (message: string) => void;
  onCancel: () => void;
  /** The question as stored now, after a save refused as stale. */
  onReload: () => void;
}) {
  const id = useId();
  // Leaving the page with a question half typed asks first, as the other edit forms do.
  const guard = useFormChangesGuard();
  const { busy, error, onSubmit } = useFormSubmit(async (form) => {
    const body: FaqBody = {
      topic: String(form.get('topic') ?? ''),
      question: String(form.get('question') ?? ''),
      answer: String(form.get('answer') ?? ''),
      topicHi: String(form.get('topicHi') ?? ''),
      questionHi: String(form.get('questionHi') ?? ''),
      answerHi: String(form.get('answerHi') ?? ''),
      sortOrder: Number(form.get('sortOrder') || 0),
      isActive: form.get('isActive') === 'on',
    };
    const saved = faq
      ? await adminCall(adminUpdateFaq, { params: { id: String(faq.id) } as never, body, version: faq.version })
      : await adminCall(adminCreateFaq, { body });
    guard.saved();
    onSaved(faq ? `“${saved.question}” saved.` : `“${saved.question}” added.`);
  });

  const answerError = fieldError(error, 'answer');
  const answerHiError = fieldError(error, 'answerHi');
  const message = formError(error, FIELDS);
  return (
    <>
      <form
        key={faq?.id ?? 'new'}
        {...guard.formProps}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={`${id}-heading`}
        className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 md:grid-cols-[1fr_8rem]"
      >
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-900 md:col-span-2">
          {faq ? 'Edit the question' : 'Add a question'}
        </h2>
        <TextField
          label="Topic"
          name="topic"
          list={`${id}-topics`}
          defaultValue={faq?.topic ?? ''}
          hint="The Help page groups questions by topic"
          required
          error={fieldError(error, 'topic')}
        />
        <datalist id={`${id}-topics`}>
          {topics.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        <TextField
          label="Order"
          name="sortOrder"
          type="number"
          min={0}
          inputMode="numeric"
          defaultValue={faq?.sortOrder ?? nextOrder}
          hint="Lower shows first"
          error={fieldError(error, 'sortOrder')}
        />
        <TextField
          label="Question"
          name="question"
          defaultValue={faq?.question ?? ''}
          required
          className="md:col-span-2"
          error={fieldError(error, 'question')}
        />
        <div className="flex flex-col gap-1 md:col-span-2">
          <label htmlFor={`${id}-answer`} className="text-sm font-medium text-gray-800">
            Answer
          </label>
          <textarea
            id={`${id}-answer`}
            name="answer"
            rows={4}
            defaultValue={faq?.answer ?? ''}
            aria-invalid={answerError ? true : undefined}
            aria-describedby={answerError ? `${id}-answer-error` : undefined}
            className="rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
          {answerError && (
            <p id={`${id}-answer-error`} className="text-sm text-red-700">
              {answerError}
            </p>
          )}
        </div>
        <fieldset className="grid gap-4 border-t border-gray-200 pt-4 md:col-span-2">
          <legend className="text-sm font-semibold text-gray-900">Hindi version</legend>
          <p className="-mt-2 text-xs text-gray-600">
            Shown on the store&apos;s Hindi Help page (/hi/faqs); a field left empty shows the English there.
          </p>
          <TextField
            label="Topic (Hindi)"
            name="topicHi"
            lang="hi"
            defaultValue={faq?.topicHi ?? ''}
            error={fieldError(error, 'topicHi')}
          />
          <TextField
            label="Question (Hindi)"
            name="questionHi"
            lang="hi"
            defaultValue={faq?.questionHi ?? ''}
            error={fieldError(error, 'questionHi')}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-answer-hi`} className="text-sm font-medium text-gray-800">
              Answer (Hindi)
            </label>
            <textarea
              id={`${id}-answer-hi`}
              name="answerHi"
              lang="hi"
              rows={4}
              defaultValue={faq?.answerHi ?? ''}
              aria-invalid={answerHiError ? true : undefined}
              aria-describedby={answerHiError ? `${id}-answer-hi-error` : undefined}
              className="rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
            />
            {answerHiError && (
              <p id={`${id}-answer-hi-error`} className="text-sm text-red-700">
                {answerHiError}
              </p>
            )}
          </div>
        </fieldset>
        <label className="flex items-center gap-2 text-sm text-gray-800 md:col-span-2">
          <input type="checkbox" name="isActive" defaultChecked={faq?.isActive ?? true} className="size-4" />
          Shown on the Help page
        </label>
        <div className="flex gap-2 md:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : faq ? 'Save question' : 'Add question'}
          </Button>
          {faq && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
        <div className="empty:hidden md:col-span-2">
          <StaleWriteNotice error={error} onReload={onReload} />
        </div>
        {message && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 md:col-span-2">
            {message}
          </p>
        )}
      </form>
      {guard.dialog}
    </>
  );
}
