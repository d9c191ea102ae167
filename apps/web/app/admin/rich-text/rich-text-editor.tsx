import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { RichTextLinkForm } from './rich-text-link-form';
import { RichTextToolbar } from './rich-text-toolbar';

type Props = { id: string; label: string; value: string; onChange(html: string): void; describedBy?: string };

/** What the editor can make; everything else a paste brings is dropped by the schema (and by the server). */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // No empty paragraph added after a heading or list: the store would show it as a gap.
    trailingNode: false,
    link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], defaultProtocol: 'https' },
  }),
];

/** Enough to cover the keystrokes a busy page's re-render can fall behind by; bounded for long sessions. */
const HANDED_OUT_KEPT = 64;

function rememberHandedOut(handedOut: Set<string>, html: string) {
  handedOut.delete(html);
  handedOut.add(html);
  if (handedOut.size > HANDED_OUT_KEPT) handedOut.delete(handedOut.values().next().value!);
}

/** How the content looks while editing: close to the storefront's rich text. */
const contentClass =
  'min-h-40 px-3 py-2 text-gray-900 focus:outline-none [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6';

/**
 * The console's rich-text field (Tiptap on ProseMirror): bold, italic, two heading levels, lists and links.
 * Keyboard: Tab reaches the toolbar (arrow keys inside it) and then the text; Ctrl/⌘+B, I, K and the usual
 * Markdown shortcuts work in the text. It hands back HTML; the server sanitises what it stores, so this is a
 * convenience, never the security boundary. Only console routes import it, so it never ships to the store.
 */
export function RichTextEditor({ id, label, value, onChange, describedBy }: Props) {
  const labelId = `${id}-label`;
  const [linkOpen, setLinkOpen] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;
  // The HTML this editor has handed out since its content was last set from outside. The parent's `value` lags
  // behind typing (its re-render comes after the next keystrokes under load); a lagging echo of our own edit
  // must not be taken for a value set from outside, or it would wind the text back and drop what was typed.
  const handedOut = useRef(new Set<string>());

  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: contentClass,
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setLinkOpen(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      rememberHandedOut(handedOut.current, html);
      changed.current(html);
    },
  });

  // A value set from outside (a reset, a saved and sanitised record) replaces the content; our own edits come
  // back as values we handed out, possibly older than the text now in the editor, and are left alone.
  useEffect(() => {
    if (!editor || editor.isDestroyed || handedOut.current.has(value)) return;
    handedOut.current.clear();
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="flex flex-col gap-1">
      {/* Not a <label>: the text area is a contenteditable, named through aria-labelledby; a click still focuses it. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- keyboard users reach the text by Tab */}
      <span id={labelId} className="text-sm font-medium text-gray-800" onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      <div className="rounded-lg border border-gray-400 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30">
        {editor ? (
          <>
            <RichTextToolbar
              editor={editor}
              label={label}
              controls={id}
              linkOpen={linkOpen}
              onLink={() => setLinkOpen((open) => !open)}
            />
            {linkOpen && <RichTextLinkForm editor={editor} onDone={() => setLinkOpen(false)} />}
          </>
        ) : (
          <div className="h-11 border-b border-gray-200" aria-hidden="true" />
        )}
        <EditorContent editor={editor} />
        {!editor && (
          // Before the editor starts (server render, slow script) the saved text shows as it will look.
          <div className={contentClass} dangerouslySetInnerHTML={{ __html: value }} />
        )}
      </div>
    </div>
  );
}
