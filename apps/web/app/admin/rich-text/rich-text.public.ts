/** What the rich-text feature offers the console: the editor (Tiptap), for console pages only. */
export { RichTextEditor } from './rich-text-editor';
