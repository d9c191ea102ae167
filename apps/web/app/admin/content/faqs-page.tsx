import type { Versioned } from '@shringar/contracts/record-version';
import type { AdminFaq } from '@shringar/contracts/admin-content';
import { adminDeleteFaq } from '@shringar/contracts/endpoints/admin-content';
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { FaqForm } from './faq-form';

/** Every FAQ in the Help page's order, hidden ones included; edit one in the form above the table. */
export function FaqsPage({ faqs }: { faqs: Versioned<AdminFaq>[] }) {
  const { revalidate } = useRevalidator();
  // By id, so a reload after a stale save edits the question as stored now.
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = faqs.find((f) => f.id === editingId) ?? null;
  const [confirming, setConfirming] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const formRef = useRef<HTMLDivElement>(null);
  const topics = [...new Set(faqs.map((f) => f.topic))];
  const nextOrder = faqs.reduce((max, f) => Math.max(max, f.sortOrder), 0) + 1;

  function edit(faq: AdminFaq) {
    setEditingId(faq.id);
    setStatus('');
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('input[name="topic"]')?.focus());
  }

  async function saved(message: string) {
    setEditingId(null);
    setStatus(message);
    await revalidate();
  }

  async function remove(faq: AdminFaq) {
    setError('');
    try {
      await adminCall(adminDeleteFaq, { params: { id: String(faq.id) } as never });
      setConfirming(null);
      setStatus(`“${faq.question}” deleted.`);
      await revalidate();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The question could not be deleted.');
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-gray-900">FAQs</h1>
      <div ref={formRef}>
        <FaqForm
          key={editing ? `${editing.id}:${editing.version}` : 'new'}
          faq={editing}
          topics={topics}
          nextOrder={nextOrder}
          onSaved={saved}
          onCancel={() => setEditingId(null)}
          onReload={() => void revalidate()}
        />
      </div>
      <p role="status" className={status ? 'rounded-lg bg-green-50 p-3 text-sm text-green-900' : 'sr-only'}>
        {status}
      </p>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">FAQs in the Help page’s order</caption>
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Order
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Topic
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Question
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Shown
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {faqs.map((f) => (
              <tr key={f.id} className="border-t border-gray-100 align-top">
                <td className="px-3 py-2 tabular-nums">{f.sortOrder}</td>
                <td className="px-3 py-2">{f.topic}</td>
                <th scope="row" className="px-3 py-2 font-normal text-gray-900">
                  {f.question}
                </th>
                <td className="px-3 py-2">{f.isActive ? 'Yes' : 'Hidden'}</td>
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-2">
                    <Button variant="secondary" size="sm" onClick={() => edit(f)} aria-label={`Edit: ${f.question}`}>
                      Edit
                    </Button>
                    {confirming === f.id ? (
                      <Button
                        variant="danger"
                        size="sm"
                        onClick={() => remove(f)}
                        aria-label={`Confirm delete: ${f.question}`}
                      >
                        Confirm delete
                      </Button>
                    ) : (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setConfirming(f.id)}
                        aria-label={`Delete: ${f.question}`}
                      >
                        Delete
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
