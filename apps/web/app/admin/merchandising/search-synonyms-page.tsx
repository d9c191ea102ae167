import type { Versioned } from '@shringar/contracts/record-version';
import type { AdminSearchSynonym } from '@shringar/contracts/admin-search';
import { adminDeleteSearchSynonym } from '@shringar/contracts/endpoints/admin-search';
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { SearchSynonymForm } from './search-synonym-form';

/**
 * The words search also finds for a word shoppers type ('jhumki' → jhumka, earring), by term; edit one in the
 * form above the table. A save reaches search and the suggestions at once.
 */
export function SearchSynonymsPage({ synonyms }: { synonyms: Versioned<AdminSearchSynonym>[] }) {
  const { revalidate } = useRevalidator();
  // By id, so a reload after a stale save edits the synonym as stored now.
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = synonyms.find((s) => s.id === editingId) ?? null;
  const [confirming, setConfirming] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const formRef = useRef<HTMLDivElement>(null);

  function edit(synonym: AdminSearchSynonym) {
    setEditingId(synonym.id);
    setStatus('');
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('input[name="term"]')?.focus());
  }

  async function saved(message: string) {
    setEditingId(null);
    setStatus(message);
    await revalidate();
  }

  async function remove(synonym: AdminSearchSynonym) {
    setError('');
    try {
      await adminCall(adminDeleteSearchSynonym, { params: { id: String(synonym.id) } as never });
      setConfirming(null);
      setStatus(`“${synonym.term}” deleted.`);
      await revalidate();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The synonym could not be deleted.');
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-gray-900">Search synonyms</h1>
      <p className="text-sm text-gray-700">
        Search finds a word’s synonyms too, for Hinglish spellings and words in Devanagari (झुमका is read as jhumka).
      </p>
      <div ref={formRef}>
        <SearchSynonymForm
          key={editing ? `${editing.id}:${editing.version}` : 'new'}
          synonym={editing}
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
          <caption className="sr-only">Search synonyms by the word shoppers type</caption>
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Word shoppers type
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Also finds
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {synonyms.map((s) => (
              <tr key={s.id} className="border-t border-gray-100 align-top">
                <th scope="row" className="px-3 py-2 font-normal text-gray-900">
                  {s.term}
                </th>
                <td className="px-3 py-2">{s.expansions.join(', ')}</td>
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-2">
                    <Button variant="secondary" size="sm" onClick={() => edit(s)} aria-label={`Edit: ${s.term}`}>
                      Edit
                    </Button>
                    {confirming === s.id ? (
                      <Button
                        variant="danger"
                        size="sm"
                        onClick={() => remove(s)}
                        aria-label={`Confirm delete: ${s.term}`}
                      >
                        Confirm delete
                      </Button>
                    ) : (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setConfirming(s.id)}
                        aria-label={`Delete: ${s.term}`}
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
