import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

type Tool = {
  name: string;
  icon: ReactNode;
  /** Whether the selection already has it (aria-pressed); undefined for actions such as undo. */
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  enabled?: (editor: Editor) => boolean;
};

const icon = 'size-4';
const TOOLS: Tool[] = [
  {
    name: 'Bold',
    icon: <Bold aria-hidden="true" className={icon} />,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: 'Italic',
    icon: <Italic aria-hidden="true" className={icon} />,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'Heading',
    icon: <Heading2 aria-hidden="true" className={icon} />,
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'Subheading',
    icon: <Heading3 aria-hidden="true" className={icon} />,
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    name: 'Bulleted list',
    icon: <List aria-hidden="true" className={icon} />,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'Numbered list',
    icon: <ListOrdered aria-hidden="true" className={icon} />,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    name: 'Undo',
    icon: <Undo2 aria-hidden="true" className={icon} />,
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    name: 'Redo',
    icon: <Redo2 aria-hidden="true" className={icon} />,
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
];

type Props = { editor: Editor; label: string; controls: string; linkOpen: boolean; onLink(): void };

/**
 * The formatting buttons as one ARIA toolbar: a single tab stop, arrow keys (and Home/End) move between buttons,
 * each button names itself and says whether it is on (aria-pressed).
 */
export function RichTextToolbar({ editor, label, controls, linkOpen, onLink }: Props) {
  const bar = useRef<HTMLDivElement>(null);
  /** The button the toolbar's one tab stop is on. */
  const [current, setCurrent] = useState('Bold');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      pressed: TOOLS.map((t) => t.active?.(e)),
      enabled: TOOLS.map((t) => t.enabled?.(e) ?? true),
      link: e.isActive('link'),
    }),
  });

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: buttons.length - 1,
    };
    if (!(event.key in next) || at < 0) return;
    event.preventDefault();
    const target = buttons[(next[event.key]! + buttons.length) % buttons.length]!;
    setCurrent(target.name);
    target.focus();
  }

  /**
   * Runs a tool and puts the keyboard back in the text at once. Tiptap's focus() waits for the next animation
   * frame, so keys typed right after Enter on a button (a fast typist, a busy machine) reached the button and
   * were lost: the first letter of a new heading went missing.
   */
  function apply(tool: Tool) {
    tool.run(editor);
    editor.view.focus();
  }

  const button = (name: string, content: ReactNode, onClick: () => void, pressed?: boolean, disabled = false) => (
    <button
      key={name}
      type="button"
      name={name}
      aria-label={name}
      title={name}
      aria-pressed={pressed}
      aria-controls={controls}
      disabled={disabled}
      tabIndex={name === current ? 0 : -1}
      onFocus={() => setCurrent(name)}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:text-gray-400 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
    >
      {content}
    </button>
  );

  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={`${label} formatting`}
      onKeyDown={move}
      className="flex flex-wrap gap-1 border-b border-gray-200 p-1"
    >
      {TOOLS.slice(0, 6).map((t, i) => button(t.name, t.icon, () => apply(t), state.pressed[i]))}
      {button('Link', <Link2 aria-hidden="true" className={icon} />, onLink, state.link || linkOpen)}
      {TOOLS.slice(6).map((t, i) => button(t.name, t.icon, () => apply(t), undefined, !state.enabled[i + 6]))}
    </div>
  );
}
