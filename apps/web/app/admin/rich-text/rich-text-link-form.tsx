import type { Editor } from '@tiptap/react';
import { useId, useState, type FormEvent } from 'react';

/** Links are kept to the schemes the server keeps (apps/api/src/lib/sanitize.ts); a bare domain becomes https. */
export function normaliseHref(raw: string): string | null {
  const href = raw.trim();
  if (!href) return null;
  if (/^(https?:|mailto:|tel:)/i.test(href)) return href;
  if (href.startsWith('/')) return href;
  if (/^[\w-]+(\.[\w-]+)+(\/|$)/.test(href)) return `https://${href}`;
  return null;
}

type Props = { editor: Editor; onDone(): void };

/** Adds, changes or removes the link on the selected text. Not a form element: the editor often sits in one. */
export function RichTextLinkForm({ editor, onDone }: Props) {
  const id = useId();
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState('');

  function apply(event?: FormEvent) {
    event?.preventDefault();
    const url = normaliseHref(href);
    if (!url) {
      setError('Link address must start with https://, http://, mailto:, tel: or /');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    else chain.setLink({ href: url }).run();
    onDone();
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  }

  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-gray-200 bg-gray-50 p-2">
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-xs font-medium text-gray-800">
          Link address
        </label>
        <input
          id={id}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the Link button; typing goes straight in
          autoFocus
          value={href}
          inputMode="url"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply(e);
            if (e.key === 'Escape') {
              e.preventDefault();
              editor.commands.focus();
              onDone();
            }
          }}
          className="h-9 rounded-md border border-gray-400 bg-white px-2 text-sm text-gray-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </div>
      <button
        type="button"
        onClick={() => apply()}
        className="h-9 rounded-md bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700"
      >
        Apply link
      </button>
      {editor.isActive('link') && (
        <button
          type="button"
          onClick={remove}
          className="h-9 rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-800 hover:border-brand-600"
        >
          Remove link
        </button>
      )}
      <button
        type="button"
        onClick={() => {
          editor.commands.focus();
          onDone();
        }}
        className="h-9 rounded-md px-3 text-sm text-gray-700 hover:bg-gray-100"
      >
        Cancel
      </button>
      {error && (
        <p id={`${id}-error`} className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
